"""Share links: a scenario in a page address (oriflamme/core/link.py), bounded."""

from __future__ import annotations

import base64
import zlib

import pytest

from oriflamme.core.errors import ScenarioFileError
from oriflamme.core.link import MAX_LINK, decode_link, encode_link
from oriflamme.core.registry import get_game
from oriflamme.games.oriflamme.engine.scenario import MAX_BYTES, load_scenario

SCENARIO = {
    "meta": {"title": "Засідка", "rules": ["B9"]},
    "players": ["red", "blue"],
    "queue": [[{"card": "soldier", "owner": "blue", "face_up": True}]],
    "hands": {"red": ["ambush"], "blue": []},
}


def _code(raw: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def test_a_link_gives_back_the_same_scenario_and_position() -> None:
    code = encode_link(SCENARIO)
    assert set(code) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    back = decode_link(code)
    assert back == SCENARIO
    assert load_scenario(back).to_json() == load_scenario(SCENARIO).to_json()


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "bad_link"),
        ("abc$def", "bad_link"),  # not base64url
        ("AAAA", "bad_link"),  # base64, not zlib
        (_code(b'{"players": ["red", "blue"]}')[:-6], "bad_link"),  # cut short
        (_code(b"\xff\xfe"), "bad_link"),  # not UTF-8
        (_code(b"[1, 2]"), "not_an_object"),  # not a scenario
        ("A" * (MAX_LINK + 1), "link_too_long"),
        (_code(b" " * (MAX_BYTES + 10)), "too_big"),  # a zip bomb is never inflated whole
    ],
)
@pytest.mark.parametrize("game", ["oriflamme", "orichalque"])
def test_a_bad_link_is_a_scenario_error_naming_it(text: str, code: str, game: str) -> None:
    """Through each game, the game's own ``ScenarioError`` (the desk catches it);
    the core's reader alone raises the shared base."""
    g = get_game(game)
    with pytest.raises(g.scenario_error) as err:
        g.decode_link(text)
    assert err.value.code == code
    if code in ("bad_link", "link_too_long"):
        assert err.value.field == "scenario"
    with pytest.raises(ScenarioFileError) as base:
        decode_link(text)
    assert (base.value.code, base.value.field) == (err.value.code, err.value.field)
