"""Jupyter Server settings when Voila runs inside it (Binder: binder/start).

There, Voila is a server extension: it reads ``voila.py`` for its own options,
but the kernels and the notebook executor take theirs from the server's
configuration, so this file loads the same ``voila.py``: one list of settings
for every way the tutor is served (docs/deploy.md).
"""

# ruff: noqa: F821 - `load_subconfig` is given by traitlets' config loader.
load_subconfig("voila.py")
