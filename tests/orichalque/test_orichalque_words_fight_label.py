"""A fight's label counts the hoplites the log will count (issue 27: the
rerun-3 readers saw «Сражаться в зоне c3 без гоплитов» above «в бою 1 гоплит»):
a lost fight leaves its hoplites by the creature, and they fight again
(rulebook, phase 3), so the label says how many new ones go and how many fight."""

from __future__ import annotations

import pytest

from oriflamme.games.orichalque.game import GAME
from oriflamme.games.orichalque.words import move_text
from oriflamme.tutor import lesson, lessons

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


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("uk", "Збудувати шахту в зоні b3"),
        ("ru", "Построить шахту в зоне b3"),
        ("fr", "Construire une mine sur la case b3"),
        ("en", "Build a mine on zone b3"),
    ],
)
def test_a_build_move_in_a_sentence_names_its_building(lang: str, said: str) -> None:
    """The advisor, a hint and a story say a build move as a sentence that names
    the building («Найкращий хід: збудувати шахту в зоні b3»), not
    the button's «Збудувати тут: зона b3» (two colons, no building: the rerun-3
    readers of uk and ru); the board's zone buttons keep their short label."""
    st = next(
        s for s in (x.new_state() for x in lessons("orichalque")) if "build 1 b3" in s.legal_moves()
    )
    assert GAME.move_text("build 1 b3", lang, st.view(st.s.turn)) == said
    assert GAME.move_text("build 2 b3", lang, st.view(st.s.turn)) != said  # its own building
    assert ":" in move_text("build 1 b3", lang)  # no state: the button's label
