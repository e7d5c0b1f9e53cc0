"""A fight's label counts the hoplites the log will count (issue 27: the
rerun-3 readers saw «Сражаться в зоне c3 без гоплитов» above «в бою 1 гоплит»):
a lost fight leaves its hoplites by the creature, and they fight again
(rulebook, phase 3), so the label says how many new ones go and how many fight."""

from __future__ import annotations

import pytest
from helpers_orichalque import at_action, island

from oriflamme.games.orichalque.engine.model import Minotaur
from oriflamme.games.orichalque.game import GAME
from oriflamme.games.orichalque.words import move_text
from oriflamme.i18n import t
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
    the old button's «Збудувати тут: зона b3» (two colons, no building: the rerun-3
    readers of uk and ru)."""
    st = next(
        s for s in (x.new_state() for x in lessons("orichalque")) if "build 1 b3" in s.legal_moves()
    )
    assert GAME.move_text("build 1 b3", lang, st.view(st.s.turn)) == said
    assert GAME.move_text("build 2 b3", lang, st.view(st.s.turn)) != said  # its own building
    # no state, the building unknown: still a phrase, with no «тут:» (the uk re-read's D2)
    bare = move_text("build 1 b3", lang)
    assert ":" not in bare and "b3" in bare and bare != said


#: a move said in a sentence («Хід: …», «Лучший ход: …»): one colon at most in the line
SENTENCE_FORMS = {
    "uk": (
        "Перемогти в зоні c3 без кидка завдяки Кроносу",
        "Розмістити метрополію в порту d6 і зоні d5",
    ),
    "ru": (
        "Победить в зоне c3 без броска благодаря Кроносу",
        "Разместить метрополию в порту d6 и зоне d5",
    ),
    "fr": (
        "Vaincre en c3 sans lancer les dés grâce à Cronos",
        "Placer la métropole sur le port d6 et la case d5",
    ),
    "en": (
        "Win in zone c3 without rolling, thanks to Kronos",
        "Place the metropolis on port d6 and zone d5",
    ),
}


@pytest.mark.parametrize("lang", sorted(SENTENCE_FORMS))
def test_a_blessed_fight_and_a_metropolis_are_said_as_phrases(lang: str) -> None:
    """A hint says «Ход: { move }»: a move label with its own colon made two
    in one line («Ход: благословение Кроноса: победа без броска», «Ход:
    разместить метрополию: порт d6 и зона d5», the ru re-read's D1). The
    board's Kronos button keeps its own label (och-fight-bless)."""
    bless, metropolis = SENTENCE_FORMS[lang]
    assert move_text("fight c3 bless", lang) == bless
    assert move_text("metropolis d6 d5", lang) == metropolis
    for said in (bless, metropolis):
        assert ":" not in said, said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("uk", "Збудувати статуї в зоні c3"),
        ("ru", "Построить статуи в зоне c3"),
        ("fr", "Construire des statues sur la case c3"),
        ("en", "Build statues on zone c3"),
    ],
)
def test_the_minotaurs_reward_names_its_building(lang: str, said: str) -> None:
    """The Minotaur's reward (a drawn building built for free, rulebook's player
    aid) was offered as «Збудувати тут: зона c3» (the uk re-read's D2): a
    deictic «here», a second colon, and no building named."""
    isl = island(tiles=[["s01", ["b3"]], ["s08", ["c3"]]], creatures={"b3": "minotaur1"})
    st = at_action("fight1", islands={"a": isl}, dice=["skull"])
    st.apply("fight b3 0")
    assert st.pending is not None and st.pending.decision == "minotaur"
    st.s.minotaur = Minotaur("statues", st.s.minotaur.resume)
    assert move_text("minotaur c3", lang, st) == said
    assert GAME.move_text("minotaur c3", lang, st.view(st.s.turn)) == said
    assert ":" not in move_text("minotaur c3", lang)  # without a state: no building, no colon


#: an extra action said in a sentence, and the board's button label (the ru re-read's D2)
EXTRA_FORMS = {
    "uk": (
        "Додаткове виробництво орихалку за 2 гоплітів",
        "Виробництво орихалку (віддати 2 гоплітів)",
    ),
    "ru": (
        "Дополнительное производство орихалка за 2 гоплитов",
        "Производство орихалка (отдать 2 гоплитов)",
    ),
    "fr": (
        "Production d’orichalque en action supplémentaire, payée avec 2 hoplites",
        "Production d’orichalque (payer 2 hoplites)",
    ),
    "en": (
        "Produce orichalcum as an extra action, for 2 hoplites",
        "Produce orichalcum (pay 2 hoplites)",
    ),
}


@pytest.mark.parametrize("lang", sorted(EXTRA_FORMS))
def test_an_extra_action_in_a_sentence_is_a_phrase_and_the_button_keeps_its_label(
    lang: str,
) -> None:
    """A hint («Ход: { move }») and the advisor («Лучший ход: …») said the
    button's label «Производство орихалка (отдать 2 гоплитов)» as a move (the
    ru re-read's D2). They now say a phrase («Ход: дополнительное
    производство орихалка за 2 гоплитов»); the board's button keeps its label."""
    from oriflamme.widgets.orichalque import OrichalqueBoard

    phrase, button = EXTRA_FORMS[lang]
    st = at_action("fight1", islands={"a": island()}, supplies={"a": {"hoplites": 4}})
    move = "extra produce hoplites"
    assert move in st.legal_moves()
    said = GAME.move_text(move, lang, st.view("a"))
    assert said == phrase
    assert "(" not in said and ":" not in said
    hint = t("tutor-hint-move", lang, move=said[:1].lower() + said[1:])
    assert hint.count(":") == 1, hint
    board = OrichalqueBoard(st, humans=["a"], lang=lang)
    assert button in {b.description for b in board.moves_box.children}
