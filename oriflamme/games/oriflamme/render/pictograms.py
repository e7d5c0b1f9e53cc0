"""One pictogram per card: a small line drawing of what the card shows.

Each of the 31 cards of the three editions (base, Ablaze, Alliance) has its own
picture — a bow for the Archer, a sword for the Soldier, a mask for the Spy, a
crown for the Queen… — drawn in a 40×40 box in one consistent style: round
strokes of one width in the family's colour, with a few small filled accents.
The family emblem stays on the card beside it, so a card is known by its
picture and its family by colour *and* emblem.
"""

from __future__ import annotations

from oriflamme.games.oriflamme.render.svg import num

#: Box of every pictogram (user units).
BOX = 40.0

# Each drawing is a list of (kind, path): "s" stroked, "f" filled (accents).
_DRAWINGS: dict[str, list[tuple[str, str]]] = {
    # --- base game ---------------------------------------------------------
    "archer": [  # a drawn bow with its arrow
        ("s", "M12 4Q30 20 12 36"),
        ("s", "M12 4L12 36"),
        ("s", "M6 20H34"),
        ("f", "M36 20L30 16.5V23.5Z"),
        ("s", "M6 20L3 17M6 20L3 23"),
    ],
    "soldier": [  # a sword, point up
        ("s", "M20 3L23 7V26H17V7Z"),
        ("s", "M11 26H29"),
        ("s", "M20 26V33"),
        ("f", "M20 32.5A2.8 2.8 0 1 1 19.99 32.5Z"),
    ],
    "spy": [  # a domino mask
        ("s", "M4 16Q20 11 36 16Q37 27 28 27Q23 27 20 23Q17 27 12 27Q3 27 4 16Z"),
        ("f", "M9 19Q12 16.5 15.5 19Q12 22 9 19Z"),
        ("f", "M24.5 19Q28 16.5 31 19Q28 22 24.5 19Z"),
        ("s", "M4 16L1 13M36 16L39 13"),
    ],
    "heir": [  # a small coronet over a ring
        ("s", "M10 22L8 12L14 17L20 9L26 17L32 12L30 22Z"),
        ("s", "M10 26H30"),
        ("f", "M20 6.5A1.8 1.8 0 1 1 19.99 6.5Z"),
        ("s", "M20 29A3.5 3.5 0 1 1 19.99 29Z"),
    ],
    "shapeshifter": [  # two arrows turning into each other
        ("s", "M8 17A12 12 0 0 1 31 13"),
        ("f", "M33.5 16L27 14.5L32.5 9.5Z"),
        ("s", "M32 23A12 12 0 0 1 9 27"),
        ("f", "M6.5 24L13 25.5L7.5 30.5Z"),
    ],
    "lord": [  # a castle keep with its banner
        ("s", "M9 36V14H13V17H17V14H23V17H27V14H31V36Z"),
        ("s", "M17 36V29Q20 25 23 29V36"),
        ("s", "M20 14V3"),
        ("f", "M20 3H28L26 5.5L28 8H20Z"),
    ],
    "assassination": [  # a dagger, point down, and a drop
        ("s", "M18 4H22V12H18Z"),
        ("s", "M12 13H28"),
        ("s", "M17 13L20 31L23 13"),
        ("f", "M29 26Q32 30.5 29 32.5Q26 30.5 29 26Z"),
    ],
    "royal_decree": [  # a scroll with a hanging seal
        ("s", "M10 6H30V30H10Z"),
        ("s", "M7 6H33M7 30H33"),
        ("s", "M14 12H26M14 17H26M14 22H22"),
        ("f", "M26 27A4 4 0 1 1 25.99 27Z"),
        ("s", "M24.5 34L23 38M27.5 34L29 38"),
    ],
    "ambush": [  # eyes watching from the grass
        ("s", "M6 17Q11 12 16 17Q11 22 6 17Z"),
        ("s", "M24 17Q29 12 34 17Q29 22 24 17Z"),
        ("f", "M11 15.3A1.7 1.7 0 1 1 10.99 15.3Z"),
        ("f", "M29 15.3A1.7 1.7 0 1 1 28.99 15.3Z"),
        ("s", "M3 34L7 24L10 34L14 22L17 34L20 23L23 34L26 22L30 34L33 24L37 34"),
    ],
    "conspiracy": [  # two hooded heads whispering
        ("s", "M5 34V22Q5 10 14 10Q21 10 21 20L16 22V34"),
        ("s", "M35 34V22Q35 10 26 10Q19 10 19 20L24 22V34"),
        ("f", "M13 18A2 2 0 1 1 12.99 18Z"),
        ("f", "M27 18A2 2 0 1 1 26.99 18Z"),
    ],
    # --- Ablaze ----------------------------------------------------------
    "prince": [  # a circlet with one fleur
        ("s", "M8 24H32V30H8Z"),
        ("s", "M20 24V20"),
        ("s", "M20 20Q13 16 17 10Q20 14 20 20Q20 14 23 10Q27 16 20 20"),
        ("f", "M20 5L22 9.5H18Z"),
    ],
    "twin": [  # two mirrored heads
        ("s", "M13 15A5 5 0 1 1 12.99 15Z"),
        ("s", "M27 15A5 5 0 1 1 26.99 15Z"),
        ("s", "M4 34Q4 24 13 24Q17 24 19 27"),
        ("s", "M36 34Q36 24 27 24Q23 24 21 27"),
        ("s", "M20 6V34"),
    ],
    "schemer": [  # a puppeteer's cross with its strings
        ("s", "M8 8H32M20 3V15"),
        ("s", "M9 8V26M31 8V26M20 15V22"),
        ("s", "M17 22A3 3 0 1 1 16.99 22Z"),
        ("s", "M20 28V35M14 31H26"),
    ],
    "queen": [  # a tall crown with five points
        ("s", "M6 30L4 11L12 19L20 6L28 19L36 11L34 30Z"),
        ("s", "M6 34H34"),
        ("f", "M4 8.5A2 2 0 1 1 3.99 8.5Z"),
        ("f", "M20 3.5A2 2 0 1 1 19.99 3.5Z"),
        ("f", "M36 8.5A2 2 0 1 1 35.99 8.5Z"),
        ("f", "M20 22A2.5 2.5 0 1 1 19.99 22Z"),
    ],
    "cutthroat": [  # a curved knife
        ("s", "M9 34L14 29"),
        ("s", "M11 25L18 32"),
        ("s", "M14.5 28.5Q22 12 34 5Q32 20 17.5 31.5"),
    ],
    "apothecary": [  # a round flask with its cork
        ("s", "M17 5H23V14Q33 17 33 26A13 10 0 0 1 7 26Q7 17 17 14Z"),
        ("s", "M15 5H25"),
        ("s", "M10 26H30"),
        ("f", "M10.5 28H29.5A11 7 0 0 1 10.5 28Z"),
    ],
    "felon": [  # shackles joined by a chain
        ("s", "M11 24A6 6 0 1 1 10.99 24Z"),
        ("s", "M29 24A6 6 0 1 1 28.99 24Z"),
        ("s", "M15 19L18 14M25 19L22 14"),
        ("s", "M17 12A3 3 0 1 1 16.99 12ZM23 12A3 3 0 1 1 22.99 12Z"),
    ],
    "substitution": [  # two arrows swapping places
        ("s", "M6 14H31"),
        ("f", "M35 14L28 9.5V18.5Z"),
        ("s", "M34 27H9"),
        ("f", "M5 27L12 22.5V31.5Z"),
    ],
    "bribery": [  # a purse of money
        ("s", "M14 10Q20 14 26 10L23 15Q33 20 31 30Q29 35 20 35Q11 35 9 30Q7 20 17 15Z"),
        ("s", "M16 15H24"),
        ("s", "M20 20V31M23 22.5Q20 20.5 17.5 22.5Q17 25 20 25.5Q23 26 22.5 28.5Q20 30.5 17 28.5"),
    ],
    "combination": [  # two cogs turning together
        ("s", "M14 14A7 7 0 1 1 13.99 14Z"),
        ("s", "M14 18A3 3 0 1 1 13.99 18Z"),
        ("s", "M14 7V4M14 28V25M7 21H4M24 21H21M9 16L7 14M19 26L21 28M9 26L7 28M19 16L21 14"),
        ("s", "M29 21A5 5 0 1 1 28.99 21Z"),
        ("s", "M29 21V18M29 31V34M24 26H21M34 26H37"),
    ],
    "trap": [  # the jaws of a trap
        ("s", "M4 24A16 12 0 0 0 36 24Z"),
        ("s", "M4 24L8 18L11 24L14 17L17 24L20 16L23 24L26 17L29 24L32 18L36 24"),
        ("s", "M20 36V33M14 36H26"),
    ],
    # --- Alliance --------------------------------------------------------
    "empress": [  # a closed crown with a cross
        ("s", "M7 32V18Q7 12 13 12Q20 12 20 18Q20 12 27 12Q33 12 33 18V32Z"),
        ("s", "M20 12V3M16.5 6H23.5"),
        ("s", "M7 26H33"),
        ("f", "M20 21A2.2 2.2 0 1 1 19.99 21Z"),
    ],
    "fanatic": [  # a burning torch
        ("s", "M17 22H23L21.5 37H18.5Z"),
        ("s", "M20 21Q11 15 17 6Q18 11 21 11Q19 6 23 2Q31 12 20 21Z"),
        ("f", "M20 18Q16.5 14.5 19.5 10.5Q21 14 22.5 13.5Q23.5 16 20 18Z"),
    ],
    "informant": [  # a listening ear
        ("s", "M13 15Q13 5 22 5Q31 5 31 15Q31 21 25 25Q22 28 22 32Q22 36 18 36Q14 36 14 32"),
        ("s", "M18 16Q18 11 22 11Q26 11 26 15Q26 18 22.5 20"),
        ("s", "M4 12Q2 19 4 26M8 15Q7 19 8 23"),
    ],
    "diplomat": [  # an olive branch
        ("s", "M8 34Q18 24 33 6"),
        ("f", "M14 26Q8 24 8 18Q14 20 14 26Z"),
        ("f", "M16 26Q22 28 24 34Q18 32 16 26Z"),
        ("f", "M21 19Q16 16 17 10Q22 13 21 19Z"),
        ("f", "M23 19Q29 19 31 24Q25 25 23 19Z"),
        ("f", "M27 12Q24 7 27 3Q30 7 27 12Z"),
    ],
    "deserter": [  # a shield split in two
        ("s", "M8 6H32V18Q32 30 20 36Q8 30 8 18Z"),
        ("s", "M21 6L17 15L23 21L18 29L20 36"),
    ],
    "judge": [  # the scales
        ("s", "M20 4V34M12 34H28"),
        ("s", "M7 10H33"),
        ("s", "M7 10L3 21M7 10L11 21M33 10L29 21M33 10L37 21"),
        ("f", "M2 21H12Q7 27 2 21Z"),
        ("f", "M28 21H38Q33 27 28 21Z"),
    ],
    "insurrection": [  # a raised pitchfork
        ("s", "M20 37V14"),
        ("s", "M11 4V11Q11 14 14 14H26Q29 14 29 11V4"),
        ("s", "M20 4V14"),
    ],
    "extortion": [  # a padlock
        ("s", "M8 18H32V36H8Z"),
        ("s", "M13 18V12Q13 5 20 5Q27 5 27 12V18"),
        ("f", "M20 23A3 3 0 1 1 19.99 23Z"),
        ("s", "M20 28V32"),
    ],
    "infiltration": [  # a key
        ("s", "M12 11A7 7 0 1 1 11.99 11Z"),
        ("s", "M17 23L34 36"),
        ("s", "M27 30.5L24 34.5M31 33.5L28.5 36.5"),
    ],
    "pact": [  # two linked rings
        ("s", "M15 12A9 9 0 1 1 14.99 12Z"),
        ("s", "M25 12A9 9 0 1 1 24.99 12Z"),
        ("s", "M10 36H30"),
    ],
}

#: Card ids that have a pictogram (all 31 cards of the three editions).
PICTOGRAM_CARDS: frozenset[str] = frozenset(_DRAWINGS)


def pictogram(
    card_id: str,
    *,
    x: float,
    y: float,
    size: float,
    color: str,
    stroke: float = 2.4,
) -> str:
    """The pictogram of ``card_id`` as an SVG ``<g>`` at (``x``, ``y``), ``size`` px wide.

    An unknown id draws nothing (an empty string): cards of a scenario are checked
    against the catalogue before they are drawn.
    """
    parts = _DRAWINGS.get(card_id)
    if not parts:
        return ""
    body = []
    for kind, path in parts:
        if kind == "f":
            body.append(f'<path d="{path}" fill="{color}"/>')
        else:
            body.append(f'<path d="{path}"/>')
    scale = size / BOX
    return (
        f'<g class="ori-card__picto ori-picto--{card_id.replace("_", "-")}"'
        f' transform="translate({num(x)} {num(y)}) scale({num(scale)})"'
        f' fill="none" stroke="{color}" stroke-width="{num(stroke)}"'
        ' stroke-linecap="round" stroke-linejoin="round">' + "".join(body) + "</g>"
    )


def pictogram_svg(card_id: str, *, size: float = 40, color: str = "#2b1d0e") -> str:
    """A stand-alone ``<svg>`` of one pictogram (for tables and legends)."""
    inner = pictogram(card_id, x=0, y=0, size=BOX, color=color)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="ori-picto" width="{num(size)}"'
        f' height="{num(size)}" viewBox="0 0 40 40" aria-hidden="true">{inner}</svg>'
    )
