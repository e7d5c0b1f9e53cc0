"""Write the golden scenarios of Orichalque's worked examples (tests/scenarios/orichalque/).

Each scenario is a position built on the provisional island1 (easy side) and
the provisional tiles, with the moves of the rulebook's example and, under
``meta.expect``, what the rulebook says follows (dotted paths into the state
JSON that ``python -m oriflamme replay`` prints); ``meta.legal`` (when given)
is the exact output of ``python -m oriflamme legal``. The expectations below
are written from the rulebook, not read off the engine: this script checks
them before writing. Run ``python tools/orichalque_golden.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

from oriflamme.games.orichalque.engine import load_scenario

OUT = Path(__file__).resolve().parent.parent / "tests" / "scenarios" / "orichalque"
SRC = "orichalque.ru.txt"
ISL = {"board": "island1", "side": "easy"}
METRO = ["a2", "b2"]


def island(**kw):
    d = {**ISL, "metropolis": METRO}
    d.update(kw)
    return d


SCENARIOS = {
    "alexey_third_card": {
        "meta": {
            "title": "Alexey takes the third card",
            "rule": "Ход игрока, фаза 1: выбрать карту действия",
            "text": "Алексей берёт третью слева карту. Он отдаёт 1 гоплита ... получает тройной "
            "тайл местности и жетон мифического существа ... Оставшиеся карты он сдвигает влево.",
            "expect": {
                "supplies.alexey.hoplites": 1,
                "hand.card": "fight3",
                "hand.tile": "t01",
                "hand.creatures": ["cyclops1"],
                "display[2].card": "build1",
                "display[3].card": "recruit1",
                "step": "tile",
            },
        },
        "game": "orichalque",
        "players": ["alexey", "vladimir", "igor"],
        "islands": {"alexey": island()},
        "supplies": {"alexey": {"hoplites": 2}},
        "step": "card",
        "display": [
            {"card": "produce1", "tile": "s06", "creatures": []},
            {"card": "recruit2", "tile": "d08", "creatures": []},
            {"card": "fight3", "tile": "t01", "creatures": ["cyclops1"]},
            {"card": "build1", "tile": "s07", "creatures": []},
            {"card": "recruit1", "tile": "s08", "creatures": []},
        ],
        "moves": ["take 3"],
    },
    "vladimir_placement": {
        "meta": {
            "title": "Vladimir places a double tile",
            "rule": "Ход игрока, фаза 2: разместить тайл местности",
            "text": "Владимиру необходимо разместить двойной тайл местности. У него есть "
            "несколько возможных вариантов: inside the island, not on a tile, touching one.",
            "expect": {"step": "tile", "pending.decision": "tile"},
            "legal": [
                "place a3 a4",
                "place a4 a5",
                "place a4 b4",
                "place a5 b4",
                "place b1 c2",
                "place b4 b5",
                "place b4 c4",
                "place b4 c5",
                "place c2 c3",
                "place c2 d1",
                "place c2 d2",
                "place c3 c4",
                "place c3 d2",
                "place c3 d3",
                "place c4 c5",
                "place c4 d3",
                "place c4 d4",
            ],
            "note": "a2 and b2 hold the metropolis, b3 the forest; a double water tile: "
            "every pair of free neighbours touching one of them (checked by hand)",
        },
        "game": "orichalque",
        "players": ["vladimir", "igor"],
        "turn": "vladimir",
        "first_player": "vladimir",
        "islands": {"vladimir": island(tiles=[["s09", ["b3"]]])},
        "step": "tile",
        "hand": {"card": "build2", "tile": "d08", "creatures": []},
    },
    "metropolis_north_port": {
        "meta": {
            "title": "Alexander's metropolis in the north port",
            "rule": "Первый ход игрока — тайл метрополии",
            "text": "Перед своим первым ходом Александр разместил свой жетон метрополии в "
            "северном порту. Он тут же получает 1 гоплита и 1 слиток орихалка.",
            "expect": {
                "supplies.alexander.hoplites": 2,
                "supplies.alexander.orichalcum": 2,
                "islands.alexander.metropolis": ["a2", "b2"],
                "step": "card",
            },
        },
        "game": "orichalque",
        "players": ["alexander", "vladimir", "igor"],
        "islands": {"alexander": ISL},
        "moves": ["metropolis a2 b2"],
    },
    "igor_kronos": {
        "meta": {
            "title": "Igor's 4 deserts take Kronos",
            "rule": "Привлечь внимание титанов",
            "text": "Выкладывая тайл местности, Игорь создаёт область из 4 пустынь. Он тут же "
            "получает тайл титана Кроноса ... Вне зависимости от того, где сейчас находится "
            "тайл титана (в центре стола или у другого игрока).",
            "expect": {
                "supplies.igor.titans": ["kronos"],
                "supplies.vladimir.titans": [],
                "titans.kronos.holder": "igor",
                "titans.kronos.active": True,
                "scores.igor": 1,
                "scores.vladimir": 0,
            },
        },
        "game": "orichalque",
        "players": ["igor", "vladimir"],
        "islands": {"igor": island(tiles=[["d10", ["b3", "c3"]]])},
        "supplies": {"vladimir": {"titans": ["kronos"]}},
        "titans": {"kronos": {"holder": "vladimir", "active": False}},
        "step": "tile",
        "hand": {"card": "build2", "tile": "d11", "creatures": []},
        "moves": ["place c4 d4"],
    },
    "vladimir_rhea": {
        "meta": {
            "title": "Vladimir's 3 forests take Rhea; Hyperion goes back",
            "rule": "Благословение титана — Важно",
            "text": "Владимир создаёт область из 3 лесов и привлекает внимание титана Реи ... "
            "Поскольку у Владимира был тайл титана Гипериона, он возвращает его в центр стола "
            "активной стороной вверх.",
            "expect": {
                "supplies.vladimir.titans": ["rhea"],
                "titans.rhea.holder": "vladimir",
                "titans.hyperion.holder": None,
                "titans.hyperion.active": True,
                "scores.vladimir": 1,
            },
        },
        "game": "orichalque",
        "players": ["vladimir", "igor"],
        "islands": {"vladimir": island(tiles=[["s09", ["b3"]]])},
        "supplies": {"vladimir": {"titans": ["hyperion"]}},
        "titans": {"hyperion": {"holder": "vladimir", "active": False}},
        "step": "tile",
        "hand": {"card": "build2", "tile": "d22", "creatures": []},
        "moves": ["place c3 c4"],
    },
    "igor_three_mines": {
        "meta": {
            "title": "Igor produces with 3 mines",
            "rule": "Производство орихалка",
            "text": "У него есть 3 шахты (включая шахту на тайле метрополии), поэтому он "
            "получает 3 слитка орихалка из общего запаса.",
            "expect": {"supplies.igor.orichalcum": 4},
        },
        "game": "orichalque",
        "players": ["igor", "vladimir"],
        "islands": {
            "igor": island(tiles=[["d12", ["b3", "c3"]]], buildings={"b3": "mine1", "c3": "mine2"})
        },
        "step": "action",
        "hand": {"card": "produce2", "tile": None, "creatures": []},
        "moves": ["produce"],
    },
    "igor_hyperion": {
        "meta": {
            "title": "Hyperion doubles Igor's production",
            "rule": "Благословение титана (Гиперион)",
            "text": "Благословение позволяет удвоить количество добываемого орихалка ... "
            "получает 4 слитка орихалка вместо 2 и переворачивает тайл Гипериона неактивной "
            "стороной вверх.",
            "expect": {
                "supplies.igor.orichalcum": 5,
                "titans.hyperion.active": False,
                "supplies.igor.titans": ["hyperion"],
            },
        },
        "game": "orichalque",
        "players": ["igor", "alexander"],
        "islands": {"igor": island(tiles=[["s08", ["b3"]]], buildings={"b3": "mine1"})},
        "supplies": {"igor": {"titans": ["hyperion"]}},
        "step": "action",
        "hand": {"card": "produce1", "tile": None, "creatures": []},
        "moves": ["produce bless"],
    },
    "alexander_two_camps": {
        "meta": {
            "title": "Alexander recruits with 2 camps",
            "rule": "Вербовка гоплитов",
            "text": "У него есть 2 тренировочных лагеря (включая лагерь на тайле метрополии), "
            "поэтому он получает 2 гоплитов.",
            "expect": {"supplies.alexander.hoplites": 3},
        },
        "game": "orichalque",
        "players": ["alexander", "igor"],
        "islands": {"alexander": island(tiles=[["s06", ["b3"]]], buildings={"b3": "camp1"})},
        "step": "action",
        "hand": {"card": "recruit1", "tile": None, "creatures": []},
        "moves": ["recruit"],
    },
    "vladimir_cyclops_cerberus": {
        "meta": {
            "title": "Vladimir fights the Cyclops, then the Cerberus",
            "rule": "Сражение с мифическими существами; Итог сражения",
            "text": "Циклоп (сила 10): 2 гоплита, 3 кубика, выпадает череп — победа, 3 слитка "
            "орихалка, жетон в запас. Цербер (сила 4): 1 гоплит, 2 кубика: 2 и 1 — бой "
            "проигран, гоплит остаётся на вулкане с Цербером, фаза 3 заканчивается.",
            "expect": {
                "supplies.vladimir.captured": ["cyclops1"],
                "supplies.vladimir.orichalcum": 4,
                "supplies.vladimir.hoplites": 0,
                "islands.vladimir.creatures": {"c4": "cerberus1"},
                "islands.vladimir.waiting": {"c4": 1},
                "step": "extra",
            },
        },
        "game": "orichalque",
        "players": ["vladimir", "igor"],
        "islands": {
            "vladimir": island(
                tiles=[["d01", ["b3", "c3"]], ["s01", ["c4"]]],
                creatures={"b3": "cyclops1", "c4": "cerberus1"},
            )
        },
        "supplies": {"vladimir": {"hoplites": 3}},
        "step": "action",
        "hand": {"card": "fight2", "tile": None, "creatures": []},
        "dice": [1, 2, "skull", 2, 1],
        "moves": ["fight b3 2", "fight c4 1"],
    },
    "igor_gorgon_building": {
        "meta": {
            "title": "Igor builds, but not next to the Gorgon",
            "rule": "Строительство — здание",
            "text": "Он не может строить на местности рядом с Горгоной. Также он не может строить "
            "в пустыне, поскольку не осталось зданий ... в этой местности. Поэтому он может "
            "построить арку в горах или одно из 3 доступных сооружений на пустом вулкане.",
            "expect": {"step": "action"},
            "legal": ["build 1 c2", "build 2 c2", "build 4 c2", "build 4 d2", "pass"],
        },
        "game": "orichalque",
        "players": ["igor", "vladimir"],
        "islands": {
            "igor": island(
                tiles=[
                    ["d09", ["b3", "c3"]],
                    ["s01", ["c4"]],
                    ["s08", ["d2"]],
                    ["s02", ["c2"]],
                    ["s07", ["d1"]],
                ],
                creatures={"c4": "gorgon1"},
            )
        },
        "building_board": [
            {"building": "camp1", "resource": 1},
            {"building": "mine1", "resource": 1},
            {"building": None, "resource": 0},
            {"building": "arch1", "resource": 0},
        ],
        "step": "action",
        "hand": {"card": "build1", "tile": None, "creatures": []},
    },
    "alexander_temple": {
        "meta": {
            "title": "Alexander's temple over 2 volcanoes",
            "rule": "Строительство — храм",
            "text": "Область рядом с метрополией недоступна из-за Гидры, живущей на вулкане. "
            "Поэтому он строит свой храм, перекрывая 2 вулкана, пустыню и горы.",
            "expect": {
                "supplies.alexander.temples": 1,
                "scores.alexander": 1,
                "islands.alexander.temples": [["c4", "d3", "d4", "e4"]],
            },
            "legal_contains": ["temple c4 d3 d4 e4"],
        },
        "game": "orichalque",
        "players": ["alexander", "igor"],
        "islands": {
            "alexander": island(
                tiles=[
                    ["s01", ["c2"]],
                    ["d09", ["b3", "c3"]],
                    ["s02", ["c4"]],
                    ["s03", ["d3"]],
                    ["s07", ["d4"]],
                    ["s08", ["e4"]],
                ],
                creatures={"c2": "hydra_kronos"},
            )
        },
        "step": "action",
        "hand": {"card": "build2", "tile": None, "creatures": []},
        "moves": ["temple c4 d3 d4 e4"],
    },
    # A position that carries its own components (docs/protocol-orichalque.md,
    # «components»): an island, tiles, cards, costs, building board, buildings,
    # creatures and dice of its own — the O1 position (RULINGS.md O1) on
    # a box described in the file, not the package data.
    "igor_t15_own_components": {
        "meta": {
            "title": "Two mountain areas of 2 are not an area of 4 (its own components)",
            "rule": "Привлечь внимание титанов (O1); a scenario's own components",
            "text": "Как только игрок создаёт область как минимум из 3 круглых зон одного "
            "типа... The line tile mountain–desert–mountain between the mountain c2 and "
            "the mountain c5 makes two areas of 2 (c2–d2, d4–c5): no titan.",
            "expect": {
                "titans.hyperion.holder": None,
                "supplies.igor.titans": [],
                "islands.igor.covered.d3": ["desert", "mdm1"],
                "islands.igor.board": "isle",
                "components.islands[0].id": "isle",
                "components.tiles[3].terrains": ["mountain", "desert", "mountain"],
                "step": "action",
            },
        },
        "game": "orichalque",
        "players": ["igor", "alexander"],
        "components": {
            "islands": [
                {
                    "id": "isle",
                    "status": "provisional",
                    "note": "an example island, not a real board",
                    "sides": {
                        "easy": {
                            "rows": [".oooo.", "oooooo", ".ooooo", "oooooo", ".oooo."],
                            "ports": [
                                {"name": "north", "zone": "a2", "hoplites": 1, "orichalcum": 1},
                                {"name": "east", "zone": "d6", "hoplites": 2},
                                {"name": "south", "zone": "e3", "orichalcum": 2},
                            ],
                        },
                        "hard": {
                            "rows": ["..ooo", ".oooo", "ooooo", ".oooo", "..ooo"],
                            "ports": [
                                {"name": "north", "zone": "a3", "hoplites": 1},
                                {"name": "west", "zone": "c1", "orichalcum": 1},
                                {"name": "south", "zone": "e5", "hoplites": 1, "orichalcum": 1},
                            ],
                        },
                    },
                }
            ],
            "tiles": [
                {"id": "mt1", "shape": "single", "terrains": ["mountain"]},
                {"id": "mt2", "shape": "single", "terrains": ["mountain"]},
                {"id": "ww1", "shape": "pair", "terrains": ["water", "water"]},
                {"id": "mdm1", "shape": "line", "terrains": ["mountain", "desert", "mountain"]},
                {"id": "fo1", "shape": "single", "terrains": ["forest"]},
                {"id": "vf1", "shape": "pair", "terrains": ["volcano", "forest"]},
                {"id": "tri1", "shape": "triangle", "terrains": ["water", "volcano", "desert"]},
            ],
            "cards": [
                {"id": "c1", "action": "produce", "size": 1},
                {"id": "c2", "action": "recruit", "size": 2},
                {"id": "c3", "action": "fight", "size": 3},
                {"id": "c4", "action": "build", "size": 3},
                {"id": "c5", "action": "build", "size": 1},
                {"id": "c6", "action": "produce", "size": 2},
            ],
            "costs": [
                {"slot": 1, "hoplites": 0, "status": "verified"},
                {"slot": 2, "hoplites": 0, "status": "verified"},
                {"slot": 3, "hoplites": 1, "status": "verified"},
                {"slot": 4, "hoplites": 1},
                {"slot": 5, "hoplites": 2},
                {"slot": 6, "hoplites": 3},
            ],
            "building_board": {"slots": ["forest", "water", "desert", "mountain"], "status": "aid"},
            "buildings": [
                {"id": "camp", "count": 2, "status": "verified"},
                {"id": "mine", "count": 2, "status": "verified"},
                {"id": "oratory", "count": 1, "status": "verified"},
            ],
            "creatures": [
                {"id": "cerberus", "strength": 4, "count": 2, "reward": {"orichalcum": 1}},
                {"id": "cyclops", "strength": 10, "count": 1, "reward": {"orichalcum": 3}},
                {"id": "hydra", "strength": 12, "count": 4, "reward": {"titan": True}},
            ],
            "dice": {"faces": ["skull", 1, 2, 2, 3, 3]},
        },
        "islands": {
            "igor": {
                "board": "isle",
                "side": "easy",
                "metropolis": ["a2", "b2"],
                "tiles": [["ww1", ["b3", "b4"]], ["mt1", ["c2"]], ["mt2", ["c5"]]],
            }
        },
        "step": "tile",
        "hand": {"card": "c4", "tile": "mdm1", "creatures": []},
        "moves": ["place d2 d3 d4"],
    },
}


def get(d, path):
    for part in path.replace("[", ".").replace("]", "").split("."):
        d = d[int(part)] if isinstance(d, list) else d[part]
    return d


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, sc in SCENARIOS.items():
        st = load_scenario({k: v for k, v in sc.items() if k != "moves"})
        legal_before = st.legal_moves()
        for m in sc.get("moves", []):
            st.apply(m)
        js = st.to_json()
        for path, want in sc["meta"]["expect"].items():
            got = get(js, path)
            assert got == want, (name, path, got, want)
        if "legal" in sc["meta"]:
            assert st.legal_moves() == sc["meta"]["legal"], (name, st.legal_moves())
        for m in sc["meta"].get("legal_contains", []):
            assert m in legal_before, (name, m, legal_before)
        sc["meta"]["source"] = SRC
        text = json.dumps(sc, ensure_ascii=False, indent=1)
        (OUT / f"{name}.json").write_text(text + "\n", encoding="utf-8")
        print("ok", name)


if __name__ == "__main__":
    main()
