"""Benchmarks (``make bench``): engine playouts, and the UI in a real browser."""
