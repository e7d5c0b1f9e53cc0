"""Reading a scenario's fields: each value checked for its type and range, a
refusal naming the field (``ScenarioError``: its English message for the
command line, its code and parameters for the teacher's language).

Apart from ``scenario`` so that the editions, which check their own fields,
read them without importing the scenario reader that registers them.
"""

from __future__ import annotations

from typing import Any

from .errors import ScenarioError


def fail(field: str, message: str, code: str, **params: Any) -> ScenarioError:
    """The error for ``field``: the English ``message`` (command line), and the
    ``code`` and ``params`` of its sentence in the teacher's language."""
    return ScenarioError(field, message, code, **params)


def _type(d: Any) -> str:
    """The Python type name of a value read from JSON/YAML (``str``, ``NoneType``…)."""
    return type(d).__name__


def as_int(d: Any, field: str, lo: int = 0, hi: int | None = None) -> int:
    if isinstance(d, bool) or not isinstance(d, int):
        raise fail(field, f"{d!r} is not a whole number", "not_whole_number", value=d)
    if d < lo or (hi is not None and d > hi):
        span = f"from {lo} to {hi}" if hi is not None else f"at least {lo}"
        raise fail(field, f"{d} is out of range ({span})", "out_of_range", value=d, lo=lo, hi=hi)
    return d


def as_bool(d: Any, field: str) -> bool:
    if not isinstance(d, bool):
        raise fail(field, f"{d!r} is not true or false", "not_bool", value=d)
    return d


def as_list(d: Any, field: str) -> list[Any]:
    if not isinstance(d, list):
        raise fail(field, f"expected a list, got {_type(d)}", "expected_list", got=_type(d))
    return d


def as_dict(d: Any, field: str) -> dict[str, Any]:
    if not isinstance(d, dict):
        raise fail(field, f"expected an object, got {_type(d)}", "expected_object", got=_type(d))
    return d
