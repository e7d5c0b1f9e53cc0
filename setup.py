"""The package list, which pyproject.toml cannot say alone: the lessons.

The lessons stay where their authors keep them, in the top-level ``tutorials/``
(one folder per edition), and ship inside the package as ``oriflamme.tutorials``
(package data): an installed wheel, the static site's included, has its course,
which ``oriflamme.tutor.course`` reads with ``importlib.resources``.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["oriflamme", "oriflamme.*"]), "oriflamme.tutorials"],
    package_dir={"oriflamme.tutorials": "tutorials"},
)
