"""Installing the starter set (:mod:`playmat.cards.starter`) into the database on first run, so
that the app is usable offline at once, and refreshing it when a new Playmat ships a changed
starter file. Cards the user imported from a full pool are never overwritten by it.
"""

from __future__ import annotations

import hashlib
import json

from sqlalchemy import select

from playmat.cards.starter import CARDS_FILE, read_starter_card
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.schema import CardRow, CardSetRow, MetaRow


def install_starter_set(database: Database) -> bool:
    """Put the starter cards into the database if they are missing or out of date.

    Returns whether anything was written.
    """
    raw = CARDS_FILE.read_bytes()
    digest = hashlib.sha256(raw).hexdigest()
    with database.session() as session:
        if session.scalar(select(MetaRow.value).where(MetaRow.key == "starter_hash")) == digest:
            return False
        data = json.loads(raw)
        imported = set(session.scalars(select(CardRow.id).where(CardRow.source == "import")))
        imported_sets = set(
            session.scalars(select(CardSetRow.id).where(CardSetRow.source == "import"))
        )
        if data["set"]["id"] not in imported_sets:
            CardStore.upsert_sets(session, [data["set"]], source="starter")
        cards = [read_starter_card(c) for c in data["cards"] if c["id"] not in imported]
        CardStore.upsert_cards(session, cards, source="starter")
        CardStore.rebuild_search_index(session)
        CardStore.set_meta(session, "starter_hash", digest)
    return True
