"""The bounded reader of scenario files, shared by every game and the shell.

A scenario arrives as a file (a path), as text pasted at the teacher's desk, as
bytes uploaded, or inside a share link (``core.link``); whatever it holds, it
ends in a dict or in the caller's game's scenario error (a
``core.errors.ScenarioFileError`` subclass, passed as ``error``) naming what is
wrong — never a traceback, never a hang (issue 19):

- at most ``MAX_BYTES`` bytes are read, in UTF-8;
- JSON, or YAML with the same keys (PyYAML's safe loader, without aliases,
  dates, or integers of more than ``MAX_INT_DIGITS`` digits);
- values nested at most ``MAX_DEPTH`` deep (checked before parsing JSON).

What the dict means is each game's business (its scenario checker, e.g.
``oriflamme.games.oriflamme.engine.scenario``); ``docs/PROTOCOL.md`` §4 and
docs/protocol.md give the bounds as the contract.
"""

from __future__ import annotations

import errno
import json
import os
import re
from pathlib import Path
from typing import Any, TypeVar

from .errors import ScenarioFileError

E = TypeVar("E", bound=ScenarioFileError)

#: Bounds on what a scenario may be (issue 19): a bigger file, a deeper nesting,
#: a longer number is refused with a ``ScenarioFileError`` naming the limit, before
#: any slow or recursive work. A real scenario is a few kilobytes, nested 6 deep.
MAX_BYTES = 1_000_000
MAX_DEPTH = 40
MAX_INT_DIGITS = 30


class _TooLong:
    """A number of more than ``MAX_INT_DIGITS`` digits, as read (never converted):
    ``check_bounds`` names its field."""

    def __init__(self, digits: int):
        self.digits = digits


def _int_text(text: str) -> int | _TooLong:
    """A JSON or YAML integer's text, converted only when short enough."""
    digits = len(text.lstrip("+-").replace("_", "").lstrip("0"))
    return _TooLong(digits) if digits > MAX_INT_DIGITS else int(text)


def _yaml_loader() -> type:
    """The YAML loader class, built once (PyYAML is imported only for YAML)."""
    global _LOADER
    if _LOADER is None:
        _LOADER = _make_yaml_loader()
    return _LOADER


_LOADER: type | None = None


def _make_yaml_loader() -> type:
    """PyYAML's safe loader without aliases, dates, or long integers: an alias
    (``*name``, the «billion laughs») is refused; a date stays text; an integer
    of more than ``MAX_INT_DIGITS`` digits is never converted."""
    import yaml

    class Loader(yaml.SafeLoader):
        _depth = 0

        def compose_node(self, parent: yaml.Node | None, index: int) -> yaml.Node | None:
            if self.check_event(yaml.AliasEvent):
                mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
                raise ScenarioFileError(
                    "",
                    f"line {mark.line + 1}: YAML aliases (*name) are not accepted",
                    "yaml_alias",
                    line=mark.line + 1,
                )
            self._depth += 1
            try:
                if self._depth > MAX_DEPTH:
                    raise _too_deep()
                return super().compose_node(parent, index)
            finally:
                self._depth -= 1

        def construct_int(self, node: yaml.ScalarNode) -> int | _TooLong:
            value = self.construct_scalar(node)
            if len(value) > MAX_INT_DIGITS + 4:  # never int() it (base 10 or 16…)
                return _TooLong(len(value))
            return self.construct_yaml_int(node)

        def construct_text(self, node: yaml.ScalarNode) -> str:
            return self.construct_scalar(node)

    Loader.yaml_implicit_resolvers = {
        first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:timestamp"]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    Loader.add_constructor("tag:yaml.org,2002:int", Loader.construct_int)
    Loader.add_constructor("tag:yaml.org,2002:timestamp", Loader.construct_text)
    return Loader


def _too_deep(field: str = "") -> ScenarioFileError:
    return ScenarioFileError(
        field,
        f"nested more than {MAX_DEPTH} levels deep",
        "too_deep",
        limit=MAX_DEPTH,
    )


def _json_depth(text: str) -> int:
    """How deep ``[`` and ``{`` nest in JSON text (outside strings), without parsing."""
    depth = most = 0
    for m in re.finditer(r'"(?:[^"\\]|\\.)*"?|[\[{]|[\]}]', text):
        c = m.group()
        if c in "[{":
            depth += 1
            most = max(most, depth)
            if most > MAX_DEPTH:  # enough to refuse it: no need to read on
                break
        elif c in "]}":
            depth -= 1
    return most


def parse_scenario(
    raw: bytes | str,
    fmt: str | None = None,
    name: str = "",
    *,
    error: type[ScenarioFileError] = ScenarioFileError,
) -> dict[str, Any]:
    """The scenario dict from a file's bytes or text: ``fmt`` "JSON" or "YAML",
    None to try JSON, then YAML (pasted text). Any input ends in a dict or an
    ``error`` (the game's scenario error): too big, not UTF-8, not JSON/YAML,
    too deep, a YAML alias…"""
    try:
        return _parse(raw, fmt, name)
    except ScenarioFileError as e:
        raise e.recast(error) from None


def _parse(raw: bytes | str, fmt: str | None, name: str) -> dict[str, Any]:
    size = len(raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw)
    if size > MAX_BYTES:
        raise ScenarioFileError(
            "",
            f"{name or 'the scenario'} is {size} bytes: at most {MAX_BYTES} are read",
            "too_big",
            name=name or None,
            size=size,
            limit=MAX_BYTES,
        )
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise ScenarioFileError(
                "",
                f"{name or 'the scenario'} is not UTF-8 text (byte {e.start + 1})",
                "not_utf8",
                name=name or None,
                offset=e.start + 1,
            ) from None
    else:
        text = raw
    if not text.strip():
        raise ScenarioFileError("", "the scenario is empty", "empty")
    data: Any = None
    if fmt != "YAML":
        try:
            if _json_depth(text) > MAX_DEPTH:
                raise _too_deep()
            data = json.loads(text, parse_int=_int_text)
            fmt = "JSON"
        except ScenarioFileError:
            raise
        except ValueError as e:
            if fmt == "JSON":
                raise _syntax_error(e, name, "JSON") from None
    if fmt != "JSON":
        import yaml

        try:
            data = yaml.load(text, Loader=_yaml_loader())  # a safe loader (below)
        except ScenarioFileError:
            raise
        except Exception as e:  # YAMLError, a bad !!binary… never a traceback
            if fmt is None:
                mark = getattr(e, "problem_mark", None)
                line = mark.line + 1 if mark is not None else None
                where = f" (line {line})" if line is not None else ""
                raise ScenarioFileError(
                    "", f"neither JSON nor YAML{where}", "not_json_or_yaml", line=line
                ) from None
            raise _syntax_error(e, name, "YAML") from None
    if not isinstance(data, dict):
        raise ScenarioFileError("", "a scenario is a JSON object", "not_an_object")
    _check_bounds(data)
    return data


def _syntax_error(e: Exception, name: str, fmt: str) -> ScenarioFileError:
    why = " ".join(str(e).split())[:200]  # one line: YAML's messages span several
    line, column = _where_in_text(e)
    return ScenarioFileError(
        "",
        f"{name} is not valid {fmt}: {why}",
        "bad_syntax",
        name=name,
        format=fmt,
        line=line,
        column=column,
    )


def _where_in_text(e: Exception) -> tuple[int | None, int | None]:
    """Line and column (from 1) of a JSON or YAML syntax error, None if unknown."""
    if isinstance(e, json.JSONDecodeError):
        return e.lineno, e.colno
    mark = getattr(e, "problem_mark", None)
    if mark is not None:
        return mark.line + 1, mark.column + 1
    return None, None


def check_bounds(data: Any, *, error: type[ScenarioFileError] = ScenarioFileError) -> None:
    """Refuse a value nested deeper than ``MAX_DEPTH`` or a number of more than
    ``MAX_INT_DIGITS`` digits (``error`` naming the field); iterative, so a dict
    built in Python is checked without recursion too."""
    try:
        _check_bounds(data)
    except ScenarioFileError as e:
        raise e.recast(error) from None


def _check_bounds(data: Any) -> None:
    big = 10**MAX_INT_DIGITS
    todo: list[tuple[Any, str, int]] = [(data, "", 0)]
    while todo:
        value, field, depth = todo.pop()
        if depth > MAX_DEPTH:
            raise _too_deep(field)
        if isinstance(value, _TooLong) or (
            isinstance(value, int) and not isinstance(value, bool) and not -big < value < big
        ):
            raise ScenarioFileError(
                field,
                f"a number of more than {MAX_INT_DIGITS} digits",
                "number_too_long",
                limit=MAX_INT_DIGITS,
            )
        if isinstance(value, dict):
            for k, v in value.items():
                if isinstance(k, int | _TooLong):
                    _check_bounds(k)
                key = k if isinstance(k, str) else "?"
                todo.append((v, f"{field}.{key}" if field else key, depth + 1))
        elif isinstance(value, list | tuple):
            todo += [(v, f"{field}[{i}]", depth + 1) for i, v in enumerate(value)]


def read_scenario(
    source: str | Path | dict[str, Any], *, error: type[ScenarioFileError] = ScenarioFileError
) -> dict[str, Any]:
    """The scenario dict from a path (JSON, or YAML for .yaml/.yml) or a dict
    (``error``, the game's scenario error, if it cannot be read or is out of bounds)."""
    try:
        return _read(source)
    except ScenarioFileError as e:
        raise e.recast(error) from None


def _read(source: str | Path | dict[str, Any]) -> dict[str, Any]:
    if isinstance(source, dict):
        _check_bounds(source)
        return source
    if not isinstance(source, str | Path):
        raise ScenarioFileError(
            "",
            f"a scenario is a JSON object or a path, not {type(source).__name__}",
            "not_object_or_path",
            value=type(source).__name__,
        )
    path = Path(source)
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)  # never more: a bigger file is refused anyway
            if len(raw) > MAX_BYTES:
                size = max(len(raw), os.fstat(f.fileno()).st_size)
                raise ScenarioFileError(
                    "",
                    f"{path.name} is {size} bytes: at most {MAX_BYTES} are read",
                    "too_big",
                    name=path.name,
                    size=size,
                    limit=MAX_BYTES,
                )
    except OSError as e:
        raise ScenarioFileError(
            "",
            f"cannot read {path}: {e.strerror}",
            "cannot_read",
            name=str(path),
            errno=errno.errorcode.get(e.errno or 0, ""),
        ) from None
    fmt = "YAML" if path.suffix in (".yaml", ".yml") else "JSON"
    return _parse(raw, fmt, path.name)


def unplayable_error(e: BaseException, error: type[E]) -> E:
    """The ``error`` (the game's scenario error) for a position the engine
    failed on with ``e``: a bug, or a file no rule foresaw, not a rule's refusal."""
    why = " ".join(f"{type(e).__name__}: {e}".split())[:200]
    return error(
        "",
        f"the position cannot be played ({why})",
        "unplayable",
        error=type(e).__name__,
    )
