"""Bad scenario files explained in the teacher's language: every code of
``SCENARIO_ERRORS`` has a sentence in uk, ru, fr and en with the same variables,
and every error the engine raises becomes a sentence naming the field, with no
English in it (``assert_clean`` of the narration tests)."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from test_i18n_catalogs import catalog
from test_i18n_narrate import assert_clean

from oriflamme.games.oriflamme.engine.errors import SCENARIO_ERRORS, ScenarioError
from oriflamme.i18n import ALL_LANGS, LANGS, explain_scenario_error, has, t
from oriflamme.i18n.catalog import LOCALES_DIR
from oriflamme.i18n.scenario import literal


def _codes_module():
    """``tests/engine/test_scenario_codes.py``: its bad scenarios, loaded once."""
    name = "_oriflamme_scenario_codes"
    if name not in sys.modules:
        path = Path(__file__).parents[1] / "engine" / "test_scenario_codes.py"
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


#: Words of the file formats, quoted as the teacher types them (JSON, YAML, true…).
FORMAT_WORDS = ("JSON", "YAML", "true", "false", "null")


def strip_quoted(text: str, err: ScenarioError) -> str:
    """The sentence without what it quotes from the file: the field path, the
    values, keys, allowed values and names as written (each becomes «7»)."""
    quoted = [err.field]
    for name, value in err.params.items():
        if name in ("card", "player", "owner", "edition"):
            continue  # said in words: they must not stay as ids
        items = value if isinstance(value, list | tuple) else [value]
        quoted += [literal(v) for v in items] + [str(v) for v in items]
    for q in sorted({q for q in quoted if q}, key=len, reverse=True):
        text = re.sub(r"(?<!\w)" + re.escape(q) + r"(?!\w)", "7", text)
    return re.sub(r"\b(" + "|".join(FORMAT_WORDS) + r")\b", "7", text)


def check_sentence(err: ScenarioError, lang: str) -> str:
    text = explain_scenario_error(err, lang)
    assert err.field in text, (lang, text)
    assert text != explain_scenario_error(ScenarioError(err.field, "", "no_such_code"), lang), (
        "the general sentence for a known code",
        err.code,
    )
    assert err.message not in text or not err.message, (lang, text)
    assert_clean(strip_quoted(text, err), lang)
    return text


# --- the catalogs -------------------------------------------------------------------


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_every_code_has_a_sentence(lang: str) -> None:
    missing = [c for c in SCENARIO_ERRORS if not has(f"scenario-error-{c}", lang)]
    assert missing == []
    assert has("scenario-field", lang) and has("scenario-unknown", lang)


def test_no_sentence_for_a_code_that_does_not_exist() -> None:
    """Each game lists its codes; a sentence belongs to a code of one of them
    (Orichalque's: tests/i18n/test_orichalque_scenario_errors.py)."""
    from oriflamme.games.orichalque.engine import SCENARIO_ERRORS as ORICHALQUE

    codes = set(SCENARIO_ERRORS) | set(ORICHALQUE)
    for lang in ALL_LANGS:
        keys = {k for k in catalog(lang) if k.startswith("scenario-error-")}
        assert keys == {f"scenario-error-{c}" for c in codes}, lang


def test_same_variables_in_every_language() -> None:
    files = ("scenario.ftl",)
    ref = catalog("uk", files)
    for lang in ("ru", "fr", "en"):
        other = catalog(lang, files)
        assert set(other) == set(ref), lang
        assert {k: (v, other[k]) for k, v in ref.items() if other[k] != v} == {}, lang


def test_french_typography_of_the_scenario_file() -> None:
    """As ``test_i18n_catalogs.test_french_typography`` for the files it owns."""
    for lineno, line in enumerate((LOCALES_DIR / "fr" / "scenario.ftl").read_text().splitlines()):
        if line.lstrip().startswith("#"):
            continue
        text = line.split("=", 1)[-1] if re.match(r"^[\w.-]+ =", line.strip()) else line
        text = re.sub(r"\{[^}]*\}", "{}", text)
        assert not re.search(r" [:;!?]", text), (lineno, line)
        assert not re.search(r"[^\s\u00a0\u202f{}][:;!?](\s|$)", text), (lineno, line)
        assert "'" not in text, (lineno, line)
        assert "« " not in text and " »" not in text, (lineno, line)


# --- sentences ----------------------------------------------------------------------


def test_the_example_of_the_brief() -> None:
    err = ScenarioError(
        "queue[2][0].card",
        "'archerr' is not a card of edition base",
        "not_a_card",
        value="archerr",
        edition="base",
    )
    assert explain_scenario_error(err, "uk") == (
        "Поле queue[2][0].card: «archerr» — не карта видання «Орифлама»."
    )
    assert explain_scenario_error(err, "ru") == (
        "Поле queue[2][0].card: «archerr» — не карта издания «Орифламма»."
    )
    assert explain_scenario_error(err, "fr") == (
        "Champ queue[2][0].card\u00a0: «\u00a0archerr\u00a0» n’est pas une carte "
        "de l’édition «\u00a0Oriflamme\u00a0»."
    )
    assert explain_scenario_error(err, "en") == (
        'Field queue[2][0].card: "archerr" is not a card of the edition "Oriflamme".'
    )


def test_cards_and_players_in_their_grammatical_forms() -> None:
    err = ScenarioError(
        "discards.red[1]",
        "red's archer is already at hands.red[0] (each card is in one place)",
        "card_elsewhere",
        card="archer",
        owner="red",
        where="hands.red[0]",
    )
    assert "Лучник червоного гравця уже є в полі hands.red[0]" in explain_scenario_error(err, "uk")
    assert "Лучник красного игрока уже есть в поле hands.red[0]" in explain_scenario_error(
        err, "ru"
    )
    assert "l’Archer de Rouge est déjà dans le champ hands.red[0]" in explain_scenario_error(
        err, "fr"
    )
    twice = ScenarioError("players", "a player is listed twice", "player_twice", player="blue")
    assert explain_scenario_error(twice, "uk") == "Поле players: синього гравця вказано двічі."


@pytest.mark.parametrize(
    "count, uk, ru, fr",
    [
        (1, "1 гравець", "1 игрок", "1 joueur"),
        (6, "6 гравців", "6 игроков", "6 joueurs"),
        (0, "0 гравців", "0 игроков", "0 joueur"),
    ],
)
def test_plurals(count: int, uk: str, ru: str, fr: str) -> None:
    err = ScenarioError("players", "…", "player_count", count=count)
    for lang, words in (("uk", uk), ("ru", ru), ("fr", fr)):
        assert words in explain_scenario_error(err, lang), lang


@pytest.mark.parametrize("lang", LANGS)
def test_unknown_code_or_missing_values_give_a_general_sentence(lang: str) -> None:
    for err in (
        ScenarioError("queue[0]", "an English detail", "brand_new_code"),
        ScenarioError("queue[0]", "an English detail"),
        ScenarioError("queue[0]", "an English detail", "not_a_card"),  # no params
    ):
        text = explain_scenario_error(err, lang)
        assert text.startswith(t("scenario-field", lang, field="queue[0]", reason=""))
        assert "English" not in text
        assert_clean(strip_quoted(text, err), lang)
    text = explain_scenario_error(ScenarioError("", "an English detail", "brand_new_code"), lang)
    assert "English" not in text
    assert_clean(text, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_every_case_is_explained_without_english(lang: str) -> None:
    codes = _codes_module()
    seen = set()
    for err in codes.case_errors():
        check_sentence(err, lang)
        seen.add(err.code)
    assert seen == {c for _, _, c in codes.CASES}


@pytest.mark.parametrize("lang", LANGS)
def test_file_and_pasted_text_errors_are_explained_without_english(
    lang: str, tmp_path: Path
) -> None:
    codes = _codes_module()
    for err, _code in codes.file_errors(tmp_path) + codes.teacher_errors():
        text = check_sentence(err, lang)
        assert "Errno" not in text and "Expecting" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_fuzzed_scenario_errors_are_explained_without_english(lang: str) -> None:
    errors = _codes_module().fuzzed_errors(n=300, seed=11)
    assert len(errors) > 50
    for err in errors:
        check_sentence(err, lang)


def test_english_catalog_explains_too() -> None:
    for err in _codes_module().case_errors():
        text = explain_scenario_error(err, "en")
        assert err.field in text and text.startswith("Field ")


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_a_huge_field_path_is_shortened_like_a_value(lang: str) -> None:
    """A damaged file whose key is hundreds of «[» long: the path is cut with
    «…» as the quoted value is, so the sentence never fills the teacher's
    screen (review texts-uk F3)."""
    key = "f" + "[" * 500 + "ace_up"
    err = ScenarioError(
        f"queue[2][0].{key}", "unknown key", "unknown_key", unknown=key, allowed=["card"]
    )
    text = explain_scenario_error(err, lang)
    assert "queue[2][0].f[[[" in text  # where in the file: its start is kept
    assert "[" * 100 not in text and len(text) < 400, text
    assert "…" in text


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_a_long_key_is_shortened_alike_in_the_path_and_in_the_sentence(lang: str) -> None:
    """G21: a key of 50 characters (under the path's own limit) is cut the
    same way in «Field …» as in «unknown key «…»» — not named whole in one
    place and cut in the other (the ru re-read's F2)."""
    key = "resolving-" + "9" * 40
    err = ScenarioError(key, "unknown key", "unknown_key", unknown=key, allowed=["queue"])
    text = explain_scenario_error(err, lang)
    short = literal(key)
    assert short.endswith("…") and key not in text, text
    assert text.count(short) == 2, text
    # a path keeps its indices and short keys whole: queue[2][0].<long key>
    err = ScenarioError(
        f"queue[2][0].{key}", "unknown key", "unknown_key", unknown=key, allowed=["card"]
    )
    assert f"queue[2][0].{short}" in explain_scenario_error(err, lang)
