"""The lessons, one folder per edition (base, ablaze, alliance): data, shipped
as the package ``oriflamme.tutorials`` (see setup.py) and read by
``oriflamme.tutor.course`` with ``importlib.resources``."""
