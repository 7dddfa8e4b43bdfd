"""Where everything lies on the table, in scene units, for a table of any shape.

The viewer sits at the bottom and the opponent across the table, as at a real playmat: each
side has its Active Spot towards the middle and the Bench behind it; the viewer's hand lies
along the bottom edge. Each side keeps its own things on its own half: the Prize cards and the
player's name plate on the player's left, the deck, discard pile and Lost Zone on the right.
The far side is the near side turned half a circle (so the opponent's Prizes lie on our right)
and moved up by the hand row it doesn't have: the opponent's hand is a row of small backs on
their name plate.

The table is laid out for a height of :data:`TABLE_HEIGHT` units and any width from
:data:`MIN_WIDTH`: the view scales it to fill the window (see :mod:`board_view`), so a wider
window gets a wider table rather than bars at the sides, and a taller one a wider middle.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from playmat.ui.playmat.card_face import CARD_H, CARD_W

#: The height every table is laid out for: three rows of cards on the near side, two on the
#: far side, and the gaps between them.
TABLE_HEIGHT = 920.0
#: The narrowest table: the Bench, the Prize cards on one side and the piles on the other.
MIN_WIDTH = 1180.0
BENCH_SLOTS = 5
BENCH_GAP = 12.0
#: A zone is a card with this much room all round.
PAD = 4.0
#: Zones of one card (Active Spot, piles, the Stadium): a card and its room.
SPOT_W = CARD_W + 2 * PAD
SPOT_H = CARD_H + 2 * PAD
ROW_GAP = 4.0
EDGE = 8.0
PRIZE_W = 80.0
PRIZE_H = PRIZE_W * CARD_H / CARD_W
PRIZE_GAP = 6.0
#: The strip at the top of the Prize zone that says whose Prizes they are.
PRIZE_LABEL_H = 22.0
#: The opponent's hand: small backs on their name plate, under its two lines.
SMALL_BACK_W = 24.0
SMALL_BACK_H = SMALL_BACK_W * CARD_H / CARD_W
#: The width of the coin's caption.
COIN_WIDTH = 300.0
#: The viewer's hand row, which only the near side has.
HAND_ROW = SPOT_H + ROW_GAP


class TableLayout:
    """The places of the table for a scene of ``width`` x ``height`` units."""

    def __init__(self, width: float = MIN_WIDTH, height: float = TABLE_HEIGHT) -> None:
        self.width = max(width, MIN_WIDTH)
        self.height = max(height, TABLE_HEIGHT)
        self.rect = QRectF(0, 0, self.width, self.height)
        w, h = self.width, self.height
        centre = w / 2
        hand_top = h - EDGE / 2 - SPOT_H
        bench_top = hand_top - ROW_GAP - SPOT_H
        active_top = bench_top - ROW_GAP - SPOT_H
        bench_width = BENCH_SLOTS * CARD_W + (BENCH_SLOTS - 1) * BENCH_GAP + 2 * PAD
        left_width = 3 * PRIZE_W + 4 * PRIZE_GAP
        prizes = QRectF(EDGE, active_top, left_width, PRIZE_LABEL_H + 2 * PRIZE_H + 3 * PRIZE_GAP)
        plate_top = prizes.bottom() + ROW_GAP
        right = w - EDGE - SPOT_W
        #: The viewer's side; the opponent's is worked out from it (:meth:`zone`).
        self.near: dict[str, QRectF] = {
            "active": QRectF(centre - SPOT_W / 2, active_top, SPOT_W, SPOT_H),
            "bench": QRectF(centre - bench_width / 2, bench_top, bench_width, SPOT_H),
            "hand": QRectF(EDGE, hand_top, w - 2 * EDGE, SPOT_H),
            "prizes": prizes,
            "plate": QRectF(EDGE, plate_top, left_width, bench_top + SPOT_H - plate_top),
            "deck": QRectF(right, active_top, SPOT_W, SPOT_H),
            "discard": QRectF(right, bench_top, SPOT_W, SPOT_H),
            "lost_zone": QRectF(right - 2 * ROW_GAP - SPOT_W, bench_top, SPOT_W, SPOT_H),
        }
        self.middle_y = (active_top + self.far(self.near["active"]).bottom()) / 2
        #: The Stadium in play, and where Trainers are played: left of the Active Spots.
        self.stadium = QRectF(
            centre - SPOT_W * 1.5 - 3 * BENCH_GAP, self.middle_y - SPOT_H / 2, SPOT_W, SPOT_H
        )
        #: Coin flips: right of the Active Spots, in the middle of the table (its caption,
        #: :data:`COIN_WIDTH` wide, clear of the Active Pokémon).
        self.coin_centre = QPointF(
            centre + SPOT_W / 2 + 2 * BENCH_GAP + COIN_WIDTH / 2, self.middle_y
        )

    def turned(self, rect: QRectF) -> QRectF:
        """``rect`` turned half a circle about the centre of the table."""
        return QRectF(
            self.width - rect.right(), self.height - rect.bottom(), rect.width(), rect.height()
        )

    def far(self, rect: QRectF) -> QRectF:
        """A near-side place on the opponent's side: turned, and moved up by the hand row."""
        return self.turned(rect).translated(0, -HAND_ROW)

    def zone(self, name: str, near: bool) -> QRectF:
        rect = self.near[name]
        return QRectF(rect) if near else self.far(rect)

    def card_in(self, rect: QRectF) -> QRectF:
        """A card-sized rectangle centred in a zone of one card (Active, deck, discard pile)."""
        centre = rect.center()
        return QRectF(centre.x() - CARD_W / 2, centre.y() - CARD_H / 2, CARD_W, CARD_H)

    def bench_slot(self, index: int, near: bool) -> QRectF:
        bench = self.zone("bench", near)
        step = CARD_W + BENCH_GAP
        if not near:
            # The opponent's first Benched Pokémon is on their left: our right.
            index = BENCH_SLOTS - 1 - index
        return QRectF(bench.left() + PAD + index * step, bench.top() + PAD, CARD_W, CARD_H)

    def prize_slot(self, index: int, near: bool) -> QRectF:
        """Prize cards in two rows of three under the zone's label, in the order they were set
        (the opponent's seen from across the table)."""
        prizes = self.zone("prizes", near)
        column, row = index % 3, index // 3
        if not near:
            column, row = 2 - column, 1 - row
        top = prizes.top() + PRIZE_GAP + (PRIZE_LABEL_H if near else 0)
        return QRectF(
            prizes.left() + PRIZE_GAP + column * (PRIZE_W + PRIZE_GAP),
            top + row * (PRIZE_H + PRIZE_GAP),
            PRIZE_W,
            PRIZE_H,
        )

    def prize_label(self, near: bool) -> QRectF:
        """The strip of the Prize zone that names whose they are (on the side nearer its
        owner's edge of the table)."""
        prizes = self.zone("prizes", near)
        top = prizes.top() if near else prizes.bottom() - PRIZE_LABEL_H
        return QRectF(prizes.left(), top, prizes.width(), PRIZE_LABEL_H)

    def hand_positions(self, count: int) -> list[QPointF]:
        """Top-left corners for ``count`` cards in the viewer's hand, overlapping when many."""
        hand = self.near["hand"]
        if count == 0:
            return []
        room = hand.width() - 2 * PAD
        step = min(CARD_W + 8, (room - CARD_W) / max(count - 1, 1))
        width = step * (count - 1) + CARD_W
        left = hand.center().x() - width / 2
        return [QPointF(left + i * step, hand.top() + PAD) for i in range(count)]

    def small_backs(self, count: int, near: bool) -> list[QRectF]:
        """The opponent's hand as small backs along the bottom of their name plate."""
        plate = self.zone("plate", near)
        if count == 0:
            return []
        room = plate.width() - 2 * PAD
        step = min(SMALL_BACK_W + 3, (room - SMALL_BACK_W) / max(count - 1, 1))
        top = plate.bottom() - PAD - SMALL_BACK_H
        return [
            QRectF(plate.left() + PAD + i * step, top, SMALL_BACK_W, SMALL_BACK_H)
            for i in range(count)
        ]
