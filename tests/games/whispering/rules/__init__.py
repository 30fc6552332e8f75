"""Whispering Woods rule tests."""
