"""Cards in a drag: the MIME data a card list gives and a deck accepts.

The data is the dragged cards' ids as JSON, plus their names as plain text so that a drop into
a text editor writes something readable.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from PySide6.QtCore import QMimeData

from playmat.cards.model import Card

CARD_MIME = "application/x-playmat-card-ids"


def card_mime(cards: Sequence[Card]) -> QMimeData:
    data = QMimeData()
    data.setData(CARD_MIME, json.dumps([card.id for card in cards]).encode("utf-8"))
    data.setText("\n".join(f"1 {card.name}" for card in cards))
    return data


def card_ids_from_mime(data: QMimeData) -> list[str]:
    """The card ids in a drag; ``[]`` when it holds no cards (or something unreadable)."""
    if not data.hasFormat(CARD_MIME):
        return []
    try:
        ids = json.loads(bytes(data.data(CARD_MIME).data()).decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return []
    if not isinstance(ids, list):
        return []
    return [card_id for card_id in ids if isinstance(card_id, str) and card_id]
