"""SQLAlchemy 2 tables of the Playmat database.

Cards are stored whole as Playmat's JSON (``Card.to_dict``) plus the columns that searches filter
on. Multi-valued columns (subtypes, types, legal formats) are stored as ``|a|b|`` so that a filter
is one indexed-free ``LIKE '%|a|%'``: at 18,000 cards a scan is a few milliseconds.
"""

from __future__ import annotations

from sqlalchemy import (
    CheckConstraint,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    column,
    table,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class CardSetRow(Base):
    __tablename__ = "card_sets"

    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    series: Mapped[str] = mapped_column(String, default="")
    ptcgo_code: Mapped[str | None] = mapped_column(String, nullable=True)
    release_date: Mapped[str] = mapped_column(String, default="")
    printed_total: Mapped[int | None] = mapped_column(Integer, nullable=True)
    source: Mapped[str] = mapped_column(String, default="import")


class CardRow(Base):
    __tablename__ = "cards"

    pk: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    id: Mapped[str] = mapped_column(String, unique=True)
    name: Mapped[str] = mapped_column(String)
    supertype: Mapped[str] = mapped_column(String)
    subtypes: Mapped[str] = mapped_column(String, default="||")
    types: Mapped[str] = mapped_column(String, default="||")
    stage: Mapped[str | None] = mapped_column(String, nullable=True)
    hp: Mapped[int | None] = mapped_column(Integer, nullable=True)
    set_id: Mapped[str] = mapped_column(ForeignKey("card_sets.id"))
    number: Mapped[str] = mapped_column(String, default="")
    sort_number: Mapped[int] = mapped_column(Integer, default=0)
    regulation_mark: Mapped[str | None] = mapped_column(String, nullable=True)
    legal_formats: Mapped[str] = mapped_column(String, default="||")
    #: What the type and format filters test, as bits (``card_query.type_bits`` and
    #: ``format_bits``): schema version 7.
    type_bits: Mapped[int] = mapped_column(Integer, default=0)
    format_bits: Mapped[int] = mapped_column(Integer, default=0)
    search_text: Mapped[str] = mapped_column(Text, default="")
    data: Mapped[str] = mapped_column(Text)
    source: Mapped[str] = mapped_column(String, default="import")
    #: The card text's key among the compiled scripts (schema version 5).
    text_key: Mapped[str] = mapped_column(String, default="")

    __table_args__ = (
        Index("ix_cards_name", "name"),
        Index("ix_cards_set", "set_id", "sort_number"),
        # Searches list cards by name, whatever its case, and filter on these columns: a
        # typed name prefix is a range of this index, and the filters are tested in the
        # index, so only the matches' (large) rows are read. Schema version 7 (it replaced
        # version 2's index on the name as written).
        Index(
            "ix_cards_listing",
            text("name COLLATE NOCASE"),
            "set_id",
            "sort_number",
            "supertype",
            "stage",
            "hp",
            "type_bits",
            "format_bits",
            "subtypes",
        ),
    )


class CompiledScriptRow(Base):
    """What the card-text compiler made of one card text (schema version 5): cards with the same
    text (``CardRow.text_key``) share it."""

    __tablename__ = "compiled_scripts"

    key: Mapped[str] = mapped_column(String, primary_key=True)
    #: The compiler that made it; an older one's is compiled again.
    version: Mapped[int] = mapped_column(Integer)
    #: JSON: the script data of the pieces of text understood.
    script: Mapped[str] = mapped_column(Text)
    #: JSON list of ``[where, sentence]``: the pieces left to the manual tools.
    missed: Mapped[str] = mapped_column(Text)


class MetaRow(Base):
    """Small key/value facts about the database (when the pool was last imported, ...)."""

    __tablename__ = "meta"

    key: Mapped[str] = mapped_column(String, primary_key=True)
    value: Mapped[str] = mapped_column(Text)


#: Full-text index over card names and text, kept in step with ``cards`` by the store.
CREATE_FTS = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS card_fts USING fts5("
    "name, search_text, content='cards', content_rowid='pk', "
    "tokenize=\"unicode61 remove_diacritics 2\", prefix='2 3')"
)
CARD_FTS = table("card_fts", column("rowid"), column("name"), column("search_text"))
FTS_REBUILD = "INSERT INTO card_fts(card_fts) VALUES('rebuild')"
#: The cards numbered (``pk``) in the order a list shows them, by name whatever its case: the
#: full-text index gives its matches in number order, so it gives them by name, and a search
#: can stop at the first screenful. Done after every change of the cards, before the
#: full-text index is rebuilt; nothing keeps a card's number (decks name cards by id).
NUMBER_BY_NAME = (
    "CREATE TEMP TABLE IF NOT EXISTS card_order (id TEXT PRIMARY KEY, position INTEGER)",
    "DELETE FROM card_order",
    "INSERT INTO card_order SELECT id, row_number() "
    "OVER (ORDER BY name COLLATE NOCASE, set_id, sort_number) FROM cards",
    "UPDATE cards SET pk = -pk",
    "UPDATE cards SET pk = (SELECT position FROM card_order WHERE card_order.id = cards.id)",
    "DROP TABLE card_order",
)


class ThemeDeckRow(Base):
    """A preconstructed theme deck from the card pool (``decks/en/<set>.json``)."""

    __tablename__ = "theme_decks"

    id: Mapped[str] = mapped_column(String, primary_key=True)
    name: Mapped[str] = mapped_column(String)
    set_id: Mapped[str] = mapped_column(String)
    #: JSON list of ``{"id": card id, "count": n}``.
    cards: Mapped[str] = mapped_column(Text)


class DeckRow(Base):
    """A deck the player built or imported (schema version 3)."""

    __tablename__ = "decks"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String, unique=True)
    format: Mapped[str] = mapped_column(String, default="standard")
    notes: Mapped[str] = mapped_column(Text, default="")
    created: Mapped[str] = mapped_column(String)
    changed: Mapped[str] = mapped_column(String)
    #: "starter" for the decks Playmat ships, "user" for the player's own.
    source: Mapped[str] = mapped_column(String, default="user")


class DeckCardRow(Base):
    __tablename__ = "deck_cards"

    deck_id: Mapped[int] = mapped_column(
        ForeignKey("decks.id", ondelete="CASCADE"), primary_key=True
    )
    card_id: Mapped[str] = mapped_column(ForeignKey("cards.id"), primary_key=True)
    count: Mapped[int] = mapped_column(Integer)
    #: The order the cards were added in, which the deck list keeps.
    position: Mapped[int] = mapped_column(Integer, default=0)

    __table_args__ = (CheckConstraint("count > 0", name="ck_deck_cards_count"),)
