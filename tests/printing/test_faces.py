"""Proxy faces read back from the PDF: every letter lies inside its card, clear of the cut line,
and no two letters are drawn over each other, for the longest texts of the shared card pool and
for made-up cards longer still, in both looks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pdf_reading import Char, Rect, read_pdf
from print_fixtures import bare_card, long_trainer, longest_card, starter_entries

from playmat.cards.model import Card
from playmat.cards.tcgdata import parse_card, parse_set
from playmat.face.painter import layout_card
from playmat.face.style import FaceStyle
from playmat.printing.paper import A4
from playmat.printing.pdf_output import write_pdf
from playmat.printing.proxies import ProxyOptions, proxy_document

CARD = (63.0, 88.0)
#: Text keeps this far inside the cut line, so an imprecise cut takes none of it.
SAFE = 1.0
#: Two letters whose ink shares more than this part of the smaller one are drawn over each
#: other (neighbours in a word touch a little; text run into other text overlaps a lot).
OVERLAP = 0.35


def _clashes(chars: list[Char]) -> list[tuple[Char, Char]]:
    """Letters drawn over other text: neighbours in the text may touch (a comma under an
    italic y) and the letters of a ligature ("ff") share one glyph, neither is a clash."""
    ordered = sorted(enumerate(chars), key=lambda item: item[1].box.x)
    clashes = []
    for index, (place, first) in enumerate(ordered):
        for other, second in ordered[index + 1 :]:
            if second.box.x >= first.box.right:
                break
            if abs(place - other) <= 2:
                continue
            smaller = min(first.box.width * first.box.height, second.box.width * second.box.height)
            if smaller > 0 and first.box.overlap(second.box) > OVERLAP * smaller:
                clashes.append((first, second))
    return clashes


def assert_text_fits(cards: list[Card], style: FaceStyle, tmp_path: Path) -> None:
    path = tmp_path / f"faces-{style}.pdf"
    options = ProxyOptions(paper=A4, style=style, bleed=True)
    write_pdf(proxy_document([(card, 1) for card in cards], options), path)
    pages = read_pdf(path)
    printed = [card for page in pages for card in page.shapes(*CARD)]
    assert len(printed) == len(cards)
    for page in pages:
        for card in page.shapes(*CARD):
            safe = Rect(card.x + SAFE, card.y + SAFE, card.width - 2 * SAFE, card.height - 2 * SAFE)
            on_card = [char for char in page.chars if card.overlap(char.box) > 0]
            assert on_card, "every card has text"
            outside = [char for char in on_card if not safe.contains(char.box)]
            assert outside == [], f"letters outside the card at {card}: {outside[:5]}"
            assert _clashes(on_card) == [], f"letters drawn over each other at {card}"


@pytest.mark.parametrize("style", list(FaceStyle))
def test_made_up_cards_longer_than_any_real_one_fit(style: FaceStyle, tmp_path: Path) -> None:
    cards = [longest_card(), long_trainer(), bare_card()]
    for card in cards:
        assert layout_card(card).fits
    assert_text_fits(cards, style, tmp_path)


def test_a_short_card_keeps_full_size_text() -> None:
    card = starter_entries()[0][0]
    assert layout_card(card).scale == 1.0
    assert layout_card(longest_card()).scale < 0.6


def _pool_cards(pool: Path) -> list[Card]:
    sets = {s["id"]: parse_set(s) for s in json.loads((pool / "sets" / "en.json").read_text())}
    cards = []
    for path in sorted((pool / "cards" / "en").glob("*.json")):
        card_set = sets.get(path.stem)
        if card_set is None:
            continue
        for record in json.loads(path.read_text(encoding="utf-8")):
            try:
                cards.append(parse_card(record, card_set))
            except ValueError:
                continue
    return cards


def _longest(cards: list[Card], count: int = 6) -> list[Card]:
    """The cards with the most text by several measures: all text, one attack, one Ability,
    a Trainer's rules, the name, the most blocks, the longest costs and retreat."""
    measures = [
        lambda c: (
            sum(len(a.text) + 30 for a in (*c.attacks, *c.abilities)) + sum(len(r) for r in c.rules)
        ),
        lambda c: max([len(a.text) for a in c.attacks] + [0]),
        lambda c: max([len(a.text) for a in c.abilities] + [0]),
        lambda c: 0 if c.is_pokemon else sum(len(r) for r in c.rules),
        lambda c: len(c.name),
        lambda c: len(c.attacks) + len(c.abilities),
        lambda c: (
            max([len(a.cost) for a in c.attacks] + [0]) * 100
            + max([len(a.name) for a in c.attacks] + [0])
        ),
        lambda c: len(c.retreat_cost) + len(c.weaknesses) + len(c.resistances),
        lambda c: len(c.set_name) + len(c.number),
    ]
    chosen: dict[str, Card] = {}
    for measure in measures:
        for card in sorted(cards, key=measure, reverse=True)[:count]:
            chosen[card.id] = card
    return list(chosen.values())


def test_the_longest_texts_of_the_shared_pool_fit(shared_pool: Path, tmp_path: Path) -> None:
    longest = _longest(_pool_cards(shared_pool))
    assert len(longest) >= 20
    for card in longest:
        assert layout_card(card).fits, card.id
    assert_text_fits(longest, FaceStyle.COLOUR, tmp_path)
