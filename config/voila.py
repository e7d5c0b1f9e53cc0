"""Voila settings for a classroom: one server, many learners at once.

Read by every way the tutor is served, through ``JUPYTER_CONFIG_PATH=config``:
``make run`` (Voila on its own), the browser tests and ``make bench``
(``tests/browser/voila_harness.py``), and Binder (``binder/start``, where Voila
runs inside Jupyter Server and ``jupyter_server_config.py`` here loads this file).
Why each value: docs/deploy.md.
"""

# ruff: noqa: F821 - `get_config` is given by traitlets' config loader.
c = get_config()

# --- pages that render under load --------------------------------------------
# A page waits for its kernel instead of timing out (issue 32): a whole class
# opening the app at once on 2 cores shares them, and the last page of 30 may
# come minutes later on a busy machine, but it comes. The page shows its
# loading screen and, after 15 s, that the server is preparing its place (the
# oriflamme template).
#
# After a cell's reply, Voila waits this long for the cell's output messages.
# The default, 4 s, left 4 of 5 pages blank when 5 learners came at once; 60 s
# still left 24 of 30 blank on a busy machine ("Timeout waiting for IOPub
# output" in the log: Voila gives up and the page stays blank). A quiet cell is
# not slowed: the wait ends as soon as the kernel says it is idle.
c.VoilaExecutor.iopub_timeout = 600
# A kernel that needs longer than this to start fails the page. Default 60 s;
# 30 kernels starting at once on a busy 2-core machine can take minutes.
c.VoilaExecutor.startup_timeout = 600
# A cell runs as long as it needs (nbclient's default; said here so that no
# other configuration file shortens it): the app's one cell is the first screen.
c.VoilaExecutor.timeout = None

# --- a closed page frees its kernel ------------------------------------------
# On page close, Voila's page posts /voila/api/shutdown/<kernel> with the
# `_xsrf` value it reads from the `_xsrf` cookie. Tornado only sets that cookie
# when a handler reads `xsrf_token`, and Voila's page handler never does (its
# HTML comes from nbconvert, not from a Jupyter template), so the cookie is
# missing, the post carries an empty token and gets "403 '_xsrf' argument
# missing from POST": the kernel stays (voila-dashboards/voila#1458). Reading
# the token while the page is prepared sets the cookie on the page's response;
# the XSRF check itself stays on.


def set_xsrf_cookie(req_handler, notebook, cwd):
    """Voila prelaunch hook: give the page its `_xsrf` cookie; the notebook is unchanged."""
    req_handler.xsrf_token  # noqa: B018 - reading it sets the cookie (tornado)
    return None


c.VoilaConfiguration.prelaunch_hook = set_xsrf_cookie

# --- kernels nobody uses any more ---------------------------------------------
# A page that goes away without its shutdown post (a crashed browser, a laptop
# closed, a lost network) leaves a kernel with no connection. Such a kernel is
# shut down after 15 minutes without activity, checked every minute. A kernel
# with an open page is never culled, however long the learner thinks
# (cull_connected stays False), and a busy one neither.
c.MappingKernelManager.cull_idle_timeout = 15 * 60
c.MappingKernelManager.cull_interval = 60
c.MappingKernelManager.cull_connected = False
c.MappingKernelManager.cull_busy = False

# --- what a learner sees ------------------------------------------------------
# The oriflamme template (share/jupyter/voila/templates/oriflamme, found through
# JUPYTER_PATH, which make run, the test harness and binder/start set): the lab
# template with a loading screen and tab titles in the page's language. A failing cell shows
# Voila's short error, never a traceback (the tests turn tracebacks on).
c.VoilaConfiguration.template = "oriflamme"
c.VoilaConfiguration.show_tracebacks = False
