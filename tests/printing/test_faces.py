"""Proxy faces: every piece of text lies inside the card and inside its own part of the card,
for the longest texts of the shared card pool and for made-up cards longer still."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from print_fixtures import bare_card, long_trainer, longest_card, starter_entries

from playmat.cards.model import Card
from playmat.cards.tcgdata import parse_card, parse_set
from playmat.printing.face import (
    BODY,
    BORDER,
    FOOTER,
    PANEL,
    STATS,
    image_size,
    render_face,
)
from playmat.printing.face_style import FaceStyle
from playmat.printing.page import Box
from playmat.printing.sheet_layout import CARD_HEIGHT, CARD_WIDTH

CARD = Box(0, 0, CARD_WIDTH, CARD_HEIGHT)
#: Text keeps this far inside the cut line, so an imprecise cut takes none of it.
SAFE = CARD.grown(-1.0, -1.0)


def assert_text_fits(card: Card, style: FaceStyle = FaceStyle.COLOUR) -> None:
    face = render_face(card, style, bleed_x=1.5, bleed_y=3.0)
    layout = face.layout
    assert face.image.size == image_size(300, 1.5, 3.0)
    assert layout.text_boxes, "the face has text"
    for region, box in layout.text_boxes:
        assert SAFE.contains(box, 0.05), f"{card.id}: {region} text at {box} leaves the card"
        if region == BODY:
            assert layout.body.contains(box, 0.3), f"{card.id}: body text at {box} overflows"
        elif region == FOOTER:
            assert box.y >= PANEL.bottom - 0.1, f"{card.id}: footer text at {box} in the panel"
        elif region != STATS:
            assert box.x >= BORDER and box.right <= CARD_WIDTH - BORDER, f"{card.id}: {region}"
    body_text = [box for region, box in layout.text_boxes if region == BODY]
    stats = [box for region, box in layout.text_boxes if region == STATS]
    if body_text and stats:
        assert max(b.bottom for b in body_text) < min(s.y for s in stats)


@pytest.mark.parametrize("style", list(FaceStyle))
def test_made_up_cards_longer_than_any_real_one_fit(style: FaceStyle) -> None:
    for card in (longest_card(), long_trainer(), bare_card()):
        assert_text_fits(card, style)


def test_a_short_card_keeps_full_size_text() -> None:

    card = starter_entries()[0][0]
    assert render_face(card).layout.scale == 1.0
    assert render_face(longest_card()).layout.scale < 0.6


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


def test_the_longest_texts_of_the_shared_pool_fit(shared_pool: Path) -> None:
    longest = _longest(_pool_cards(shared_pool))
    assert len(longest) >= 20
    for card in longest:
        assert_text_fits(card)
