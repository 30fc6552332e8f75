"""Whispering Woods tests."""
