"""Where everything lies on the table, in scene units.

The viewer sits at the bottom and the opponent across the table, as at a real playmat: each
side has its Active Spot towards the middle, the Bench behind it, the hand at the edge, the
Prize cards on the left and the deck, discard pile and Lost Zone on the right. The far side is
the near side turned half a circle, so the opponent's Prizes lie on our right. The view scales
the whole scene to the window.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from playmat.ui.playmat.card_face import CARD_H, CARD_W

SCENE = QRectF(0, 0, 1600, 1120)
MIDDLE_Y = SCENE.height() / 2
BENCH_SLOTS = 5
BENCH_GAP = 16.0
PRIZE_W = 78.0
PRIZE_H = PRIZE_W * CARD_H / CARD_W
HAND_LEFT = 236.0
HAND_RIGHT = 1380.0

#: Near-side zones (the viewer's), as laid out for the bottom half of the table.
_ACTIVE = QRectF(SCENE.center().x() - CARD_W / 2, MIDDLE_Y + 14, CARD_W, CARD_H)
_BENCH = QRectF(
    SCENE.center().x() - (BENCH_SLOTS * CARD_W + (BENCH_SLOTS - 1) * BENCH_GAP) / 2 - 10,
    _ACTIVE.bottom() + 6,
    BENCH_SLOTS * CARD_W + (BENCH_SLOTS - 1) * BENCH_GAP + 20,
    CARD_H + 12,
)
_HAND = QRectF(HAND_LEFT, _BENCH.bottom() + 4, HAND_RIGHT - HAND_LEFT, CARD_H + 12)
_PRIZES = QRectF(24, MIDDLE_Y + 40, 2 * PRIZE_W + 30, 3 * PRIZE_H + 50)
_DECK = QRectF(SCENE.width() - 24 - CARD_W - 20, MIDDLE_Y + 40, CARD_W + 20, CARD_H + 20)
_DISCARD = QRectF(_DECK.left(), _DECK.bottom() + 12, CARD_W + 20, CARD_H + 20)
_LOST_ZONE = QRectF(_DECK.left() - CARD_W - 32, _DECK.top(), CARD_W + 20, CARD_H + 20)

NEAR_ZONES: dict[str, QRectF] = {
    "active": _ACTIVE.adjusted(-10, -10, 10, 10),
    "bench": _BENCH,
    "hand": _HAND,
    "prizes": _PRIZES,
    "deck": _DECK,
    "discard": _DISCARD,
    "lost_zone": _LOST_ZONE,
}
STADIUM = QRectF(
    _ACTIVE.left() - CARD_W - 110, MIDDLE_Y - CARD_H / 2 - 10, CARD_W + 20, CARD_H + 20
)
#: Where coin flips are shown: beside the Active Spots, in the middle of the table.
COIN_CENTRE = QPointF(_ACTIVE.right() + 150, MIDDLE_Y)


def turned(rect: QRectF) -> QRectF:
    """``rect`` turned half a circle about the centre of the table (the opponent's side)."""
    return QRectF(
        SCENE.width() - rect.right(), SCENE.height() - rect.bottom(), rect.width(), rect.height()
    )


def zone(name: str, near: bool) -> QRectF:
    rect = NEAR_ZONES[name]
    return QRectF(rect) if near else turned(rect)


def card_in(rect: QRectF) -> QRectF:
    """A card-sized rectangle centred in a zone of one card (Active, deck, discard pile)."""
    return QRectF(rect.center().x() - CARD_W / 2, rect.center().y() - CARD_H / 2, CARD_W, CARD_H)


def bench_slot(index: int, near: bool) -> QRectF:
    bench = zone("bench", near)
    step = CARD_W + BENCH_GAP
    if not near:
        # The opponent's first Benched Pokémon is on their left: our right.
        index = BENCH_SLOTS - 1 - index
    return QRectF(bench.left() + 10 + index * step, bench.top() + 6, CARD_W, CARD_H)


def prize_slot(index: int, near: bool) -> QRectF:
    """Prize cards in two columns of three, in the order they were set."""
    prizes = zone("prizes", near)
    column, row = index % 2, index // 2
    if not near:
        column, row = 1 - column, 2 - row
    return QRectF(
        prizes.left() + 10 + column * (PRIZE_W + 10),
        prizes.top() + 30 + row * (PRIZE_H + 5)
        if near
        else prizes.top() + 10 + row * (PRIZE_H + 5),
        PRIZE_W,
        PRIZE_H,
    )


def hand_positions(count: int, near: bool) -> list[QPointF]:
    """Top-left corners for ``count`` cards in the hand row, overlapping when there are many."""
    hand = zone("hand", near)
    if count == 0:
        return []
    step = min(CARD_W + 8, (hand.width() - CARD_W) / max(count - 1, 1))
    width = step * (count - 1) + CARD_W
    left = hand.center().x() - width / 2
    top = hand.top() + 6
    return [QPointF(left + i * step, top) for i in range(count)]
