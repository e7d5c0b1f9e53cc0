"""Orichalque's widgets and words (issue 16): the drawing and the log in the
learner's language (no English shown to uk/ru/fr), every refusal explained,
the fight panel's odds, the sandbox against the computer, the teacher's desk
(load a position, play both sides, undo), the app's game picker, the
provisional-data notice said once."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from oriflamme.games.orichalque.game import GAME, RandomBot, provisional_data, words
from oriflamme.i18n import LANGS, has, t
from oriflamme.tutor import lesson
from oriflamme.widgets.app import App, game_from_query
from oriflamme.widgets.lesson_player import LessonPlayer
from oriflamme.widgets.orichalque import OrichalqueBoard
from oriflamme.widgets.orichalque.sandbox import OrichalqueSandbox
from oriflamme.widgets.teacher import TeacherDesk

GOLDEN = Path(__file__).resolve().parents[1] / "scenarios" / "orichalque"
#: Words of the English drawing (render.english) that must not reach uk/ru/fr.
ENGLISH = re.compile(
    r"\b(forest|water|desert|mountain|volcano|hoplites?|orichalcum|active|inactive|port|"
    r"slot|temple|medallion|captured|illustrative|centre|pts|easy|hard|metropolis|"
    r"Cerberus|Cyclops|Gorgon|Hydra|Minotaur|Rhea|Tethys|Kronos|Hyperion|mine|camp)\b"
)
#: Those words French shares with English (« Face active », « hoplites », « port »…).
FRENCH_TOO = {
    "active",
    "inactive",
    "hoplite",
    "hoplites",
    "port",
    "temple",
    "camp",
    "mine",
    "centre",
}


def leaks(text: str, lang: str) -> set[str]:
    found = set(ENGLISH.findall(text))
    return found - FRENCH_TOO if lang == "fr" else found


def played_game(seed: int = 2, moves: int = 150):
    st = GAME.new_game(["red", "blue", "green"], seed=seed)
    bot = RandomBot(seed)
    events = []
    for _ in range(moves):
        if st.pending is None:
            break
        events += st.apply(bot.choose(st))
    return st, events


def svg_words(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [el.text for el in root.iter() if el.text and el.text.strip()]


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_is_drawn_in_the_learners_words(lang: str) -> None:
    st, _ = played_game()
    svg = GAME.board_svg(st, None, lang)
    texts = svg_words(svg)
    leaked = sorted({m for x in texts for m in leaks(x, lang)})
    assert leaked == [], leaked
    if lang != "fr":
        assert any(re.search("[а-яіїє]", x) for x in texts)
    assert t("och-r-illustrative", lang) in texts  # the drawing says it too


def test_without_a_label_function_the_drawing_stays_english() -> None:
    from oriflamme.games.orichalque.render import render_state

    st, _ = played_game(moves=20)
    assert "illustrative" in render_state(st.view(None))


@pytest.mark.parametrize("lang", [*LANGS, "en"])
def test_every_event_is_told(lang: str) -> None:
    kinds = set()
    for seed in (1, 2, 3):
        _, events = played_game(seed, 400)
        for e in events:
            kinds.add(e["event"])
            text = GAME.narrate(e, lang)
            assert text and "{" not in text and "och-" not in text, (e, text)
            if lang in LANGS:
                told = text.replace(words.name(e.get("player", ""), lang), "")
                assert not leaks(told, lang), text
    assert {"card_taken", "tile_placed", "fight", "turn_started", "round_ended"} <= kinds


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_has_its_reason(lang: str) -> None:
    for code in GAME.reasons:
        assert has(GAME.reason_key(code), lang), code
    st = GAME.new_game(["red", "blue"], seed=1)
    with pytest.raises(GAME.illegal_move) as err:
        st.apply("take 9")
    assert GAME.explain(err.value, lang) == t("och-illegal-wrong_decision", lang)


def test_a_refused_move_is_explained_on_the_board_and_changes_nothing() -> None:
    st = GAME.new_game(["red", "blue"], seed=1)
    board = OrichalqueBoard(st, humans=["red", "blue"], see_all=True, lang="fr")
    before = st.to_json()
    side = st.side("red")
    zone = next(z for z in side.zones if z not in side.ports)
    other = sorted(side.neighbours[zone])[0]
    assert not board.play(f"metropolis {zone} {other}")
    assert t("och-illegal-not_a_port", "fr") in board.error.value
    assert board.state.to_json() == before


def test_the_fight_panel_shows_the_exact_chance_before_rolling() -> None:
    """The rulebook's example: Vladimir's Cyclops (strength 10), 2 hoplites,
    3 dice: only a skull wins — 91 of 216 outcomes with the data's faces."""
    data = json.loads((GOLDEN / "vladimir_cyclops_cerberus.json").read_text("utf-8"))
    data.pop("moves")
    st = GAME.from_scenario(data)
    board = OrichalqueBoard(st, humans=["vladimir"], lang="ru")
    rows = dict(zip(("b3", "c4"), board.fight_rows(), strict=True))
    toggle, roll = rows["b3"]
    # 0 to 3 hoplites, and 4 to try (try anything, issue 28: «at most 3» said)
    assert list(toggle.options) == [0, 1, 2, 3, 4]
    toggle.value = 4
    assert board.fight_rows_cache["b3"].children[2].value == ""  # no chance for a refused fight
    toggle.value = 2
    chance = board.fight_rows_cache["b3"].children[2].value
    assert t("och-chance", "ru", percent="42", won=91, total=216) in chance
    assert t("och-dice", "ru", count=3) in roll.description
    roll.click()
    assert "b3" not in board.state.s.islands["vladimir"].creatures  # the skull won


def test_the_provisional_notice_is_said_once() -> None:
    assert provisional_data()  # the islands, tiles and dice are stand-ins today
    board = OrichalqueBoard(GAME.new_game(["red", "blue"], seed=1), humans=["red"], lang="uk")
    notices = [c for c in board.children if "ori-och-provisional" in c._dom_classes]
    assert len(notices) == 1 and notices[0].layout.display != "none"
    assert t("och-provisional", "uk") in notices[0].value


def test_the_sandbox_plays_against_the_computer_and_undo_stops_at_the_dice() -> None:
    box = OrichalqueSandbox("uk", opponents=2, bots="random", seed=3)
    game = box.game
    assert game is not None and game.state.pending.player == "red"
    assert set(game.state.players) == {"red", "blue", "green"}
    board_moves = 0
    while game.state.pending is not None and board_moves < 400:
        assert game.state.pending.player == "red"  # the computer answered at once
        pending = game.state.pending
        move = pending.moves[0] if pending.decision != "action" else pending.moves[-1]
        assert game.play(move)
        board_moves += 1
        if any(s.player != "red" for s in game.session.steps[-3:]):
            break
    assert any(s.player in ("blue", "green") for s in game.session.steps)
    # a dice roll cannot be taken back (what has been seen cannot be unseen)
    fights = [s for s in game.session.steps if any(e["event"] == "fight" for e in s.events)]
    if fights:
        assert game.session.floor > 0


def test_undo_takes_back_the_learners_move_and_the_computers_answer() -> None:
    box = OrichalqueSandbox("fr", opponents=1, seed=5)
    game = box.game
    first = game.state.to_json()
    assert game.play(game.state.legal_moves()[0])  # the metropolis
    assert game.undo()
    assert game.state.to_json() == first


def test_teacher_desk_plays_both_sides_of_an_orichalque_position_and_undoes() -> None:
    desk = TeacherDesk("ru")
    desk.source.value = "new:orichalque"
    assert desk.load()
    board = desk.game
    assert isinstance(board, OrichalqueBoard)
    for _ in range(40):  # both players' decisions, from the desk
        if board.state.pending.player == "blue" and board.session.steps[-1].player == "blue":
            break
        assert board.play(board.state.legal_moves()[-1])
    deciders = {s.player for s in board.session.steps}
    assert deciders == {"red", "blue"}
    json_before = board.state.to_json()
    assert board.undo()
    assert board.state.to_json() != json_before
    assert t("och-desk-loaded", "ru", title=t("och-desk-new", "ru")) in desk.message.value


def test_teacher_desk_loads_a_pasted_orichalque_scenario_with_its_moves() -> None:
    desk = TeacherDesk("uk")
    desk.source.value = "own"
    desk.text.value = (GOLDEN / "vladimir_cyclops_cerberus.json").read_text("utf-8")
    assert desk.load(), desk.error.value
    board = desk.game
    assert isinstance(board, OrichalqueBoard)
    assert [s.move for s in board.session.steps] == ["fight b3 2", "fight c4 1"]
    # the file's moves are steps to step back through, as Oriflamme's are (issue 25),
    # not moves of the teacher's to take back
    assert not board.undo() and len(board.session.steps) == 2
    board.step_back()
    assert board.replay_step == 1 and not board.back_button.disabled


def test_an_orichalque_lesson_plays_on_the_orichalque_board() -> None:
    player = LessonPlayer("orichalque-fight-odds", "uk")
    for _ in range(5):
        player.continue_()
    board = player.view
    assert isinstance(board, OrichalqueBoard)
    toggle, roll = board.fight_rows()[0]
    toggle.value = 1
    roll.click()
    assert player.last is not None and player.last.kind == "success"


def test_the_app_offers_both_games() -> None:
    assert game_from_query("lang=uk&game=orichalque") == "orichalque"
    assert game_from_query("lang=uk&game=chess") == "oriflamme"
    app = App("fr", game="orichalque")
    assert "w-tab-cards" in app.tab_keys  # its reference tab (issue 25)
    assert isinstance(app.sandbox, OrichalqueSandbox)
    assert t("och-about-html", "fr")[:20] in app.about.value
    app.lang = "uk"
    assert app.sandbox.lang == "uk"
    app.set_game("oriflamme")
    assert "w-tab-cards" in app.tab_keys
    assert t("w-about-html", "uk")[:20] in app.about.value
    app.lang = "ru"
    app.set_game("orichalque")
    assert app.sandbox.lang == "ru"  # built in uk, relabelled on the way back
    assert [label for label, _ in app.game_picker.options] == [
        t("tutor-course-base", "ru"),
        t("och-game", "ru"),
    ]


def test_the_landing_page_presents_both_games() -> None:
    from oriflamme.widgets.landing import landing_html

    page = landing_html()
    for lang in LANGS:
        assert f"app.ipynb?lang={lang}&amp;game=orichalque" in page
        assert t("och-landing-open", lang) in page
        assert t("och-landing-pick", lang) in page
        # each button names its game, not only its language
        oriflamme_link = page.split(f'class="ori-landing__open ori-open-{lang}"')[1].split("</a>")[
            0
        ]
        assert t("w-landing-open-oriflamme", lang) in oriflamme_link
        assert t("och-landing-open", lang) != t("w-landing-open-oriflamme", lang)
        game = {"uk": "Орифлам", "ru": "Орифламм", "fr": "Oriflamme", "en": "Oriflamme"}[lang]
        assert game in oriflamme_link
        # both buttons name the language the same way after their game's name
        # («Відкрити «Орифламу» українською», «Відкрити «Орихалк» українською»)
        named = {"uk": "Орифламу", "ru": "Орифламму"}.get(lang, game)  # accusative
        in_lang = t("w-landing-open-oriflamme", lang).split(named)[1]
        och_in_lang = t("och-landing-open", lang).split(t("och-game", lang))[1]
        assert och_in_lang == in_lang and in_lang.strip("» "), (och_in_lang, in_lang)


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_a_metropolis_move_names_its_port_and_its_second_zone(lang: str) -> None:
    """`metropolis PORT ZONE` (docs/protocol-orichalque.md): the port the arrow
    shows, then a zone next to it — the words must not run the two together as
    one «second zone d6 d5»."""
    text = words.move_text("metropolis d6 d5", lang)
    assert text == t("och-metropolis-move", lang, port="d6", zone="d5")
    assert "d6 d5" not in text
    assert text.index("d6") < text.index("d5")


@pytest.mark.parametrize(("lang", "code", "name"), [("uk", "Шх", "шахта"), ("fr", "Mi", "mine")])
def test_the_island_spells_out_its_building_codes(lang: str, code: str, name: str) -> None:
    """The island draws a building as a code in a badge (its name only on hover,
    which a phone has not): under the island a legend spells each code out with
    the building's name and effect (issue 28) — once per kind, none without
    buildings. igor_three_mines: Igor has two mines, Vladimir nothing."""
    data = json.loads((GOLDEN / "igor_three_mines.json").read_text(encoding="utf-8"))
    moves = data.pop("moves", [])
    st = GAME.from_scenario(data)
    for move in moves:
        st.apply(move)
    board = OrichalqueBoard(st, humans=["igor", "vladimir"], see_all=True, lang=lang)
    legend = board.island_legend.value
    # the metropolis's mine and camp are drawn too (Шх, Тб), and Igor's own
    # mines are the same kind as the metropolis's: said once
    assert legend.count("<li>") == 2
    assert f"<b>{t('och-bcode-camp', lang)}</b>" in legend
    assert f"<b>{t('och-bcode-mine', lang)}</b>" in legend and code in legend
    effect = t("och-building-effect-mine", lang)
    sep = "\u00a0:" if lang == "fr" else ":"  # French: a no-break space before the colon
    assert f"{name}{sep} {effect}" in legend
    vladimir = st.s.islands["vladimir"].buildings.values()
    assert board._legend_html(vladimir, "och-legend-buildings") == ""


@pytest.mark.parametrize("lang", ["uk", "ru", "fr", "en"])
def test_the_whole_table_spells_out_every_building_code_with_its_source(lang: str) -> None:
    """Issue 28: under the whole table a legend spells out every building code
    drawn on it — the islands' and the building board's — each kind once, with
    its name and effect; an effect that is not the rulebook's is flagged with
    its source from the component data (``status``: the player aid here; a
    provisional one would say so). igor_three_mines: Igor's mines (verified,
    no flag) and the building board's buildings."""
    data = json.loads((GOLDEN / "igor_three_mines.json").read_text(encoding="utf-8"))
    moves = data.pop("moves", [])
    st = GAME.from_scenario(data)
    for move in moves:
        st.apply(move)
    board = OrichalqueBoard(st, humans=["igor", "vladimir"], see_all=True, lang=lang)
    legend = board.table_legend.value
    assert t("och-legend-table", lang) in legend
    on_table = {words.building_kind(b) for b in board._table_buildings(st)}
    assert "mine" in on_table and len(on_table) > 1
    items = re.findall(r"<li>(.*?)</li>", legend)
    assert len(items) == len(on_table)  # each kind once
    for kind in on_table:
        item = next(i for i in items if f"<b>{t(f'och-bcode-{kind}', lang)}</b>" in i)
        assert t(f"och-building-effect-{kind}", lang)[:20] in item
        status = st.c.building_kinds[kind]["status"]
        flag = t("och-legend-source", lang, status=status)
        assert (flag in item) == (status != "verified"), (kind, status, item)
    assert any(st.c.building_kinds[k]["status"] == "aid" for k in on_table)


@pytest.mark.parametrize("lang", ["uk", "fr", "ru", "en"])
def test_a_forbidden_extra_payment_offered_to_try_says_it_is_forbidden(lang: str) -> None:
    """The rulebook's extra action (orichalque.ru.txt, «Совершить дополнительное
    действие»): hoplites pay a fight, a build or a production, orichalcum a
    fight, a build or a recruitment. The board offers every payment to try
    (issue 28), but a forbidden one must not read as a normal choice (review fr
    E6): its label says so and it carries ``ori-och-move--forbidden``; an
    allowed payment does not."""
    import yaml

    path = Path(__file__).parents[2] / "tutorials" / "orichalque" / "41-extra-hoplites.yaml"
    data = yaml.safe_load(path.read_text("utf-8"))["scenario"]
    board = OrichalqueBoard(GAME.from_scenario(data), humans=["red"], lang=lang)
    forbidden_mark = t("och-extra-forbidden", lang, move="").strip(" .")
    marked = [b for b in board.moves_box.children if "ori-och-move--forbidden" in b._dom_classes]
    texts = sorted(b.description for b in marked)
    assert texts and all(forbidden_mark in x for x in texts), texts
    pool = board.move_pool
    for m in ("extra recruit hoplites", "extra produce orichalcum"):
        assert any(pool.get(m) is b for b in marked), m
    for m in ("extra produce hoplites", "extra recruit orichalcum", "extra fight hoplites"):
        b = pool.get(m)
        assert "ori-och-move--forbidden" not in b._dom_classes, m
        assert forbidden_mark not in b.description, m
    assert len(marked) == 2, texts


@pytest.mark.parametrize(
    ("lang", "mine", "camp"),
    [
        ("uk", "Збудувати шахту в зоні b3", "Збудувати тренувальний табір у зоні b3"),
        ("ru", "Построить шахту в зоне b3", "Построить тренировочный лагерь в зоне b3"),
        (
            "fr",
            "Construire une mine sur la case b3",
            "Construire un camp d’entraînement sur la case b3",
        ),
        ("en", "Build a mine on zone b3", "Build a training camp on zone b3"),
    ],
)
def test_the_zone_buttons_of_a_picked_building_name_it_and_the_zone(
    lang: str, mine: str, camp: str
) -> None:
    """After a slot of the building board is picked, each zone button says the
    whole move, like the Minotaur's («Збудувати шахту в зоні b3»), not
    «Збудувати тут: зона b3» (a deictic «тут», a second colon, no building:
    the uk re-read's D2)."""
    st = lesson("orichalque-build").new_state()
    board = OrichalqueBoard(st, humans=[st.s.turn], lang=lang)
    for slot, said in ((1, mine), (2, camp)):
        board.pick_slot(slot)
        labels = {b.description for b in board.zone_box.children}
        assert said in labels, sorted(labels)
        assert not any(":" in x for x in labels), sorted(labels)
