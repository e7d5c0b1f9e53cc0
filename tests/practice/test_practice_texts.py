"""What the practice tab tells a learner is true of the puzzle on show
(issue 27, the Russian reader's re-read): each «Rule» paragraph names its
card, only the cards whose own rule shaped the outcome are explained, and a
misreading's text is never offered where it would state a false rule.

Each test names the ruling (RULINGS.md) it protects.
"""

from __future__ import annotations

import random

import pytest
from scenario_helpers import pos

from oriflamme import i18n
from oriflamme.core.puzzles import Position, Puzzle, Rejected
from oriflamme.games import get_game
from oriflamme.games.oriflamme import puzzles as ori
from oriflamme.practice.generate import generate
from oriflamme.widgets.card_reference import RULING_IDS

ORI = get_game("oriflamme").puzzles
LANGS = ("uk", "ru", "fr", "en")


def at(state, played: str = "", edition: str = "base") -> Position:
    return Position(state, played, edition, {"seed": 0, "table": edition}, 0)


def explained_cards(p: Puzzle) -> list[str]:
    return [
        x.key.removeprefix(ori.RULING_KEY)
        for x in p.explanation
        if x.key.startswith(ori.RULING_KEY)
    ]


def reveal(st, edition: str = "base", seeds: int = 20) -> Puzzle:
    for seed in range(seeds):
        try:
            return ori.make_reveal(at(st, "reveal", edition), random.Random(seed))
        except Rejected:
            continue
    raise AssertionError("no puzzle made of this position")


@pytest.mark.parametrize("table", ["alliance", "mixed"])
def test_every_rule_paragraph_names_its_card(table: str) -> None:
    """A card's ruling is written to sit under the card's heading: shown in the
    practice tab's «Rule» section it starts with that card's name, in every
    language (the reader found the Extortion's «revealed by its owner… it is
    discarded» read as a second rule of the Insurrection above it, L7/L8)."""
    seen = 0
    for _, p in generate("oriflamme", table, 12, 11):
        for x in p.explanation:
            if not x.key.startswith(ori.RULING_KEY):
                continue
            card = x.key.removeprefix(ori.RULING_KEY)
            for lang in LANGS:
                said = ORI.render(x, lang)
                name = i18n.card_name(card, lang)
                assert said.startswith(name + " ") or said.startswith(name + ". "), (lang, said)
                assert i18n.t(x.key, lang) in said, (lang, said)
            seen += 1
    assert seen >= 5, "too few rule paragraphs to check"


def test_b2_b1_a_card_merely_eliminated_is_not_explained() -> None:
    """B2: a Soldier eliminates an Archer — the «Rule» section explains the
    Soldier, not the Archer's self-elimination ruling (B1), which has nothing
    to do with what happened."""
    st = pos("red soldier", "blue archer up", influence={"red": 1, "blue": 1})
    p = reveal(st)
    assert p.right.value["out"] == [["blue", "archer", "eliminated"]]
    assert explained_cards(p) == ["soldier"]
    assert "archer" in p.cards  # still tagged: the card was part of the position


def test_b9_the_ambush_that_changed_the_outcome_is_explained() -> None:
    """B9: a Soldier eliminates an opponent's Ambush: its owner gains 4 and the
    Soldier is discarded — the Ambush's own rule did that, so it is explained."""
    st = pos("red soldier", "blue ambush", influence={"red": 1, "blue": 1})
    p = reveal(st)
    assert explained_cards(p) == ["soldier", "ambush"]


def test_a5_the_queens_bonus_explains_the_queen() -> None:
    """A5: eliminating another player's Queen gives 1 more: the Queen's ruling
    is shown with the Soldier's."""
    st = pos(
        "red soldier",
        "blue queen up",
        influence={"red": 1, "blue": 1},
        families={"blue": "ablaze"},
    )
    p = reveal(st)
    assert explained_cards(p) == ["soldier", "queen"]


def test_l7_an_insurrection_gets_its_own_text_for_the_influence_on_it() -> None:
    """L7: revealed, an Insurrection returns 1 to the supply and its owner takes
    the rest. The general «the owner takes the influence on this card»
    (tokens_kept) is not offered for it; its own misreading says «all but one»."""
    st = pos(
        "blue soldier",
        "red insurrection t3",
        "green judge up",
        influence={"red": 1, "blue": 1, "green": 1},
        families={"red": "alliance", "green": "alliance"},
        next=1,
    )
    offered: set[str] = set()
    for seed in range(12):
        try:
            p = ori.make_reveal(at(st, "reveal", "alliance"), random.Random(seed))
        except Rejected:
            continue
        offered |= {c.misreading for c in p.choices if c.misreading}
    assert "tokens_kept" not in offered
    assert "insurrection_tokens_kept" in offered
    text = i18n.t("practice-mis-insurrection_tokens_kept", "ru")
    assert "Восстание" in text and "кроме одного" in text and "резерв" in text


def test_g3_the_general_text_states_no_rule_of_another_card() -> None:
    """G3: the general «forgot to take the influence» text speaks of the card
    on show («this card») and states no exception of another card (the reader:
    «(from an Insurrection, all but one)» under an Assassination)."""
    for lang in LANGS:
        text = i18n.t("practice-mis-tokens_kept", lang)
        name = i18n.card_name("insurrection", lang)
        assert name not in text, (lang, text)


def test_g2_the_legality_question_asks_in_the_person_its_answers_use() -> None:
    """G2: the refusal reasons speak to the learner («нет у вас в руке», «верхняя
    карта которого — ваша»); the question puts the learner in that family's
    seat rather than asking about «Зелёный» in the third person (ru reader B3)."""
    from oriflamme.core.puzzles import Text

    q = ORI.render(Text("practice-q-legal", {"player": "green", "move": "play lord start"}), "ru")
    assert q.startswith("Вы играете за Зелёного."), q
    assert "хочет" not in q


def test_g17_a_chosen_option_is_said_in_its_own_words() -> None:
    """G17: a question that states the option chosen names what it does
    («+1 очко влияния и жетон приговора на карту»), never «Вариант 1» (ru
    reader E1); a Shapeshifter copying a Judge says the Judge's option (B5)."""
    st = pos(
        "blue lord up v",
        "blue heir up",
        "red judge",
        influence={"red": 1, "blue": 1},
        families={"red": "alliance"},
        next=2,
    )
    found = False
    for seed in range(30):
        try:
            p = ori.make_reveal(at(st, "reveal", "alliance"), random.Random(seed))
        except Rejected:
            continue
        if not any(m.startswith("option ") for m in p.ask["moves"]):
            continue
        n = next(m for m in p.ask["moves"] if m.startswith("option ")).split()[1]
        for lang in LANGS:
            q = " ".join(ORI.render(x, lang) for x in p.question)
            short = i18n.t(f"w-option-judge-{n}", lang)
            assert short[:1].lower() + short[1:] in q, (lang, q)
            assert i18n.t("move-option", lang, option=int(n)) not in q, (lang, q)
        found = True
        break
    assert found, "no Judge puzzle with an option"


def test_g4_a_legal_target_is_explained_by_its_cards_rule_not_by_g4() -> None:
    """G4 («the ability is mandatory and acts only on the targets it allows: a
    card it cannot reach cannot be chosen») explains a «no»; under a «yes» it
    explains the opposite case (uk re-read #6). A legal target is explained by
    the acting card's own rule («the Assassination eliminates any card»)."""
    yes = no = 0
    for table in ("base", "ablaze", "alliance", "mixed"):
        for _, p in generate("oriflamme", table, 24, 5):
            if p.kind != "legal" or not p.ask["move"].startswith("target "):
                continue
            keys = [x.key for x in p.explanation]
            if p.playout:  # the engine's verdict: legal
                assert "practice-x-rule-g4" not in keys, keys
                assert explained_cards(p), keys
                yes += 1
            else:
                assert "practice-x-rule-g4" in keys, keys
                no += 1
    assert yes and no, (yes, no)


def test_a5_a_cutthroats_lone_elimination_is_explained_by_its_own_rule() -> None:
    """A5: a Cutthroat that eliminates a single card gains nothing. The
    distractor «+1» is that rule forgotten: its text says so, not the general
    «tokens go to the eliminator» (ru re-read F-A2, whose puzzle this is: the
    Cutthroat at 2 eliminates another family's Combination at 3)."""
    st = pos(
        "red felon t2",
        "green cutthroat",
        "red combination t1",
        "red queen",
        edition="ablaze",
        next=1,
    )
    shown = 0
    for seed in range(30):
        try:
            p = ori.make_reveal(at(st, "reveal", "ablaze"), random.Random(seed))
        except Rejected:
            continue
        if p.ask["moves"][-1] != "target 2":
            continue
        misread = {c.misreading: c.value for c in p.choices if c.misreading}
        assert "cutthroat_single_gain" in misread, misread
        assert "tokens_to_eliminator" not in misread, misread
        shown += 1
    assert shown, "no puzzle of the Cutthroat's lone elimination"
    for lang in LANGS:
        assert i18n.card_name("cutthroat", lang) in i18n.t(
            "practice-mis-cutthroat_single_gain", lang
        )


#: Second-person words («your»), per language.
SECOND_PERSON = {
    "uk": r"\b(?:ваш\w*|вас|вам\w*|ви)\b",
    "ru": r"\b(?:ваш\w*|вас|вам\w*|вы)\b",
    "fr": r"\b(?:vous|votre|vos|vôtres?)\b",
    "en": r"\b(?:your|yours)\b",
}

#: A card's ruling states the rule, addressed to nobody: not even the English
#: «you gain» (a misreading's line may say «what you get if you count…»: that
#: «you» is the learner who answered).
RULING_SECOND_PERSON = {**SECOND_PERSON, "en": r"\b(?:you|your|yours)\b"}

#: Rule lines shown under puzzles asked in the third person («Жовтий
#: відкриває свого Аптекаря…», «Синій кладе тайл…»): every card ruling (a
#: ruling is shown under a puzzle about its card) — B1 Archer … L10 Pact,
#: issue 27 — and O-titans.
THIRD_PERSON_RULES = (
    *(f"cardref-ruling-{card}" for card in RULING_IDS),
    "practice-mis-lord_face_up_only",
    "practice-mis-lord_counts_all",
    "practice-mis-och_new_area_only",
    "practice-och-x-titan-take",
)


@pytest.mark.parametrize("lang", LANGS)
def test_rule_lines_under_a_third_person_puzzle_say_the_owner_not_you(lang: str) -> None:
    """One person per exercise (style-uk §11): a puzzle that asks about
    «Жовтий» is not explained with «поруч з іншою вашою картою» (uk re-read
    #14, B6/A6), nor «Червоний відкриває свого Солдата» with «навіть вашу
    власну» (B2, issue 27): every card's ruling names the card's owner, which
    reads as well in the card reference."""
    assert len(RULING_IDS) >= 31, "the card rulings were not found"
    import re

    for key in THIRD_PERSON_RULES:
        text = i18n.t(key, lang)
        words = RULING_SECOND_PERSON if key.startswith(ori.RULING_KEY) else SECOND_PERSON
        assert not re.search(words[lang], text, re.IGNORECASE), (key, text)


def test_a_start_or_end_placement_is_never_offered_there_is_no_card_there() -> None:
    """«No: there is no card at that position» cannot be a reader's worry about
    a placement at the start or the end of the queue (no position is named): as
    a distractor it gave the answer away (the ru re-reads' F-E2, twice). It is
    offered for a stack or a target only; the stack rules for a play on a stack."""
    assert not ori._could_concern("no_card_at_position", "play heir start")
    assert not ori._could_concern("not_own_stack", "play heir end")
    assert ori._could_concern("no_card_at_position", "play heir on 4")
    assert ori._could_concern("no_card_at_position", "target 5")
    asked = 0
    for table in ("base", "alliance"):
        for _, p in generate("oriflamme", table, 40, 3):
            if p.kind != "legal":
                continue
            asked += 1
            move = p.ask["move"]
            offered = {c.value for c in p.choices}
            if not move.split()[-1].isdigit():
                assert "no_card_at_position" not in offered, move
    assert asked >= 5, "too few «is it legal?» puzzles to test"


@pytest.mark.parametrize("lang", LANGS)
def test_b1_the_rule_paragraph_says_what_the_card_does_before_its_edge_case(lang: str) -> None:
    """B1, L4: a learner who got a plain Archer shot wrong must read what the
    Archer does (first or last card), not only that it may eliminate itself
    (the French and Russian readers' E3): the «Rule» paragraph quotes the
    printed ability, then the ruling."""
    for card in ("archer", "diplomat", "soldier"):
        said = ORI.render(ori.Text(f"{ori.RULING_KEY}{card}"), lang)
        ability = ori.quoted_ability(card, lang)
        rule = i18n.t(f"{ori.RULING_KEY}{card}", lang)
        assert ability in said and rule in said, (lang, said)
        assert said.index(ability) < said.index(rule), (lang, said)
        assert said.startswith(i18n.card_name(card, lang) + ". "), (lang, said)
    # the Diplomat's two options are both said, joined by the card's own «or»
    said = ori.quoted_ability("diplomat", lang)
    assert "\n" not in said and len(said.split(". ")) >= 3, said


def test_g4_a_yes_under_is_it_legal_says_why_the_target_is_reachable() -> None:
    """G4, B7: under a «yes» the «Rule» section does not only repeat the answer
    (the uk reader's E2): the acting card's printed ability says why the target
    can be chosen («Eliminate any card in the queue»)."""
    seen = 0
    for table in ("base", "alliance"):
        for _, p in generate("oriflamme", table, 40, 3):
            if p.kind != "legal" or p.right.value != "legal" or not p.cards:
                continue
            if not p.ask["move"].startswith("target"):
                continue
            card = p.cards[0]
            for lang in LANGS:
                said = " ".join(ORI.render(x, lang) for x in p.explanation)
                assert ori.quoted_ability(card, lang) in said, (lang, said)
            seen += 1
    assert seen >= 1, "no «yes» about a target to check"


def test_a9_a_bribed_card_is_named_in_the_question_and_its_token_is_not_a_rule() -> None:
    """A9, G10: a Deserter eliminates Red's Heir next to it, which Green
    bribed. The question says who bribed it (the board alone does not say it
    in words), and the Bribery's ruling is not printed under the answer: the
    token going back changes no influence and no card (the Russian reader's
    E3). A bribe far from the Deserter bears on nothing and is not named."""
    st = pos(
        "blue deserter",
        "red heir up b=green",
        "red lord",
        "red spy up b=yellow",
        players=["red", "blue", "green", "yellow"],
        influence={"red": 1, "blue": 1, "green": 1, "yellow": 1},
        families={"blue": "alliance", "green": "ablaze", "yellow": "ablaze"},
    )
    p = reveal(st, "mixed")
    assert explained_cards(p) == ["deserter"]
    notes = [x for x in p.question if x.key == "practice-q-bribed"]
    assert [(x.args["card"], x.args["player"]) for x in notes] == [("heir", "green")]
    said = {lang: " ".join(ORI.render(x, lang) for x in p.question) for lang in LANGS}
    assert "Наследник красного игрока на позиции 2 подкуплен Зелёным." in said["ru"], said
    assert "Спадкоємець червоного гравця на позиції 2 підкуплений Зеленим." in said["uk"], said
    assert "corrompu par Vert" in said["fr"], said["fr"]


def test_l9_a_kept_infiltration_is_named_in_the_question() -> None:
    """L9: a kept Infiltration gives its keeper 2 more for each face-down card
    they eliminate: the question says it lies in front of them, so the «Rule»
    paragraph about it explains something the learner was told."""
    st = pos(
        "red deserter",
        "blue heir t1",
        influence={"red": 1, "blue": 1},
        families={"red": "alliance"},
        kept={"red": [{"card": "infiltration"}]},
    )
    p = reveal(st, "mixed")
    assert "infiltration" in explained_cards(p)
    assert any(x.key == "practice-q-kept" and x.args["players"] == ["red"] for x in p.question), (
        p.question
    )
    said = " ".join(ORI.render(x, "ru") for x in p.question)
    assert "Красный сохранил перед собой Проникновение." in said, said


RULING_PARTS = {
    # L8: the eliminator's usual 1 first, then the owner's 2 per top card
    "extortion": {
        "uk": ("звичайне 1 очко", "по 2"),
        "ru": ("обычное 1 очко", "по 2"),
        "fr": ("1 habituel", "gagne 2"),
        "en": ("usual 1", "gains 2"),
    },
    # L5: 1 more for a character
    "deserter": {
        "uk": ("звичайне 1 очко", "ще 1"),
        "ru": ("обычное 1 очко", "ещё 1"),
        "fr": ("1 habituel", "1 de plus"),
        "en": ("usual 1", "1 more"),
    },
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card", sorted(RULING_PARTS))
def test_l5_l8_rulings_state_every_point_a_distractor_counts(card: str, lang: str) -> None:
    """L8: an Extortion eliminated by an opponent first gives the eliminator
    the usual 1, then its owner 2 per top card; L5: a Deserter's owner gains 1
    more for a character. A distractor such as «forgot the elimination point»
    is read against these texts (the Russian reader's E4)."""
    text = i18n.t(f"cardref-ruling-{card}", lang)
    first, then = RULING_PARTS[card][lang]
    assert first in text and then in text, text
    assert text.index(first) < text.index(then), text


def test_french_misreadings_have_no_break_spaces_before_colons() -> None:
    """docs/style-fr.md: a no-break space before « : ; ! ? ». The Lord's two
    misreadings (B6) had a plain one after a card term
    («… à côté du Seigneur : … »), which the corpus's seeds never met."""
    import re

    from oriflamme.i18n.catalog import index

    keys = [k for k in index("fr") if k.startswith(("practice-mis-", "cardref-ruling-"))]
    assert len(keys) >= 40, keys
    card = i18n.grammar.card_args("card", "trap", "fr")  # a misreading that names its card
    for key in keys:
        said = i18n.t(key, "fr", **card)
        assert not re.search(r"[^\u00a0\u202f][:;!?](\s|$)", said), (key, said)


@pytest.mark.parametrize("kind", ["reveal", "leader"])
def test_g3_the_influence_on_the_revealed_card_is_said_and_explained(kind: str) -> None:
    """G3: revealing a card, its player takes the influence on it. The answer
    counts it, so the question says it lies there and the «Rule» section says
    it was taken (the Russian reader's E1: «Зелёный получает 1 очко влияния»
    above a Royal Decree ruling that gives nothing)."""
    st = pos(
        "red soldier up",
        "blue archer up",
        "green assassination t1",
        influence={"red": 1, "blue": 1, "green": 1},
        next=2,
    )
    make = ori.make_reveal if kind == "reveal" else ori.make_leader
    p = make(at(st, "reveal"), random.Random(0))
    g3 = [x for x in p.explanation if x.key == "practice-x-rule-g3-tokens"]
    assert g3 and g3[0].args["amount"] == 1, p.explanation
    said = {lang: [ORI.render(x, lang) for x in (*p.question, *p.explanation)] for lang in LANGS}
    assert "(на ньому 1 очко впливу)." in said["uk"][0], said["uk"][0]
    assert "(на нём 1 очко влияния)." in said["ru"][0], said["ru"][0]
    assert "(avec 1 point d’influence dessus)." in said["fr"][0], said["fr"][0]
    assert "(with 1 influence on it)." in said["en"][0], said["en"][0]
    assert "Открывая карту, Зелёный забирает лежащие на ней очки влияния: +1." in said["ru"]
    assert "Відкриваючи карту, Зелений забирає очки впливу, що лежали на ній: +1." in said["uk"]


def test_g3_a_card_without_influence_gets_no_token_words() -> None:
    """G3: nothing on the card, nothing said: «… на позиции 3.» as before."""
    st = pos("red soldier", "blue archer up", influence={"red": 1, "blue": 1})
    p = reveal(st)
    assert not [x for x in p.explanation if x.key == "practice-x-rule-g3-tokens"]
    assert ORI.render(p.question[0], "ru").endswith("на позиции 1."), p.question[0]
