"""Pure building blocks every engine shares: no pygame, no files, no clocks."""
