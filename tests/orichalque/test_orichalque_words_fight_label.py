"""A fight's label counts the hoplites the log will count (issue 27: the
rerun-3 readers saw «Сражаться в зоне c3 без гоплитов» above «в бою 1 гоплит»):
a lost fight leaves its hoplites by the creature, and they fight again
(rulebook, phase 3), so the label says how many new ones go and how many fight."""

from __future__ import annotations

import pytest

from oriflamme.games.orichalque.game import GAME
from oriflamme.games.orichalque.words import move_text
from oriflamme.tutor import lesson

WANT = {
    "uk": ("без нових гоплітів (у бою 1 гопліт)", "ще з 2 гоплітами (у бою 3 гопліти)"),
    "ru": ("без новых гоплитов (в бою 1 гоплит)", "ещё с 2 гоплитами (в бою 3 гоплита)"),
    "fr": (
        "sans nouvel hoplite (1 hoplite au combat)",
        "avec 2 hoplites de plus (3 hoplites au combat)",
    ),
    "en": (
        "with no new hoplites (1 hoplite in the fight)",
        "with 2 hoplites more (3 hoplites in the fight)",
    ),
}


@pytest.mark.parametrize("lang", sorted(WANT))
def test_a_fight_where_hoplites_wait_counts_them_in_its_label(lang: str) -> None:
    st = lesson("orichalque-fight-chain").new_state()
    p = st.s.turn
    zone, waiting = next(iter(st.s.islands[p].waiting.items()))
    assert waiting == 1, "the lesson's position: 1 hoplite waits by a creature"
    none_new, two_new = WANT[lang]
    assert none_new in move_text(f"fight {zone} 0", lang, st)
    assert two_new in move_text(f"fight {zone} 2", lang, st)
    # the same from the player's view (the lesson's story, the hint)
    assert none_new in GAME.move_text(f"fight {zone} 0", lang, st.view(p))
    # where none wait, the plain label
    assert "(" not in move_text(f"fight {zone} 0", lang)
