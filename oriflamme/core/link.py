"""A scenario in a page address: ``?scenario=<zlib + base64url of its JSON>``.

``encode_link(data)`` writes the compact JSON of a scenario dict, compressed
(zlib) and in URL-safe base64 without padding; ``decode_link(text)`` reads it
back within the bounds of ``oriflamme.core.files``: a link longer than
``MAX_LINK`` characters, one that is not base64url, not zlib, or that inflates
past ``MAX_BYTES`` is a scenario error (``error``: the game's class) naming the
``scenario`` parameter — never an exception of another kind, never megabytes
in memory.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from typing import Any

from .errors import ScenarioFileError
from .files import MAX_BYTES, parse_scenario

#: Longest ``scenario`` parameter read (characters). Browsers and servers keep
#: far longer addresses; a position of a whole game compresses to ~2 000.
MAX_LINK = 16_000
FIELD = "scenario"
_BASE64URL = re.compile(r"^[A-Za-z0-9_-]*$")


def encode_link(data: dict[str, Any]) -> str:
    """The ``scenario`` parameter of a page address for scenario ``data``."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    packed = zlib.compress(text.encode("utf-8"), 9)
    return base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode_link(text: str, error: type[ScenarioFileError] = ScenarioFileError) -> dict[str, Any]:
    """The scenario dict of a ``scenario`` parameter (``error``, the game's
    scenario error, if it is too long, damaged, or not a scenario file; see the
    module's docstring)."""
    try:
        return _decode(text)
    except ScenarioFileError as e:
        raise e.recast(error) from None


def _decode(text: str) -> dict[str, Any]:
    text = (text or "").strip()
    if len(text) > MAX_LINK:
        raise ScenarioFileError(
            FIELD,
            f"the link is {len(text)} characters long: at most {MAX_LINK} are read",
            "link_too_long",
            size=len(text),
            limit=MAX_LINK,
        )
    if not text or not _BASE64URL.match(text):
        raise _damaged("not base64url")
    try:
        packed = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_BYTES + 1)
    except (binascii.Error, ValueError, zlib.error) as e:
        raise _damaged(str(e)) from None
    if len(raw) > MAX_BYTES or inflater.unconsumed_tail:
        raise ScenarioFileError(
            FIELD,
            f"the link's scenario is over {MAX_BYTES} bytes",
            "too_big",
            name=None,
            size=len(raw),
            limit=MAX_BYTES,
        )
    if not inflater.eof:
        raise _damaged("the link is cut short")
    try:
        return parse_scenario(raw.decode("utf-8"), "JSON", FIELD)
    except UnicodeDecodeError:
        raise _damaged("not UTF-8") from None


def _damaged(why: str) -> ScenarioFileError:
    return ScenarioFileError(FIELD, f"the link is damaged ({why})", "bad_link")
