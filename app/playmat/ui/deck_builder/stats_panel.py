"""Deck statistics as a player reads them: the card mix, Energy against the Pokémon that need it,
the evolution lines, and the opening-hand odds (of a Basic Pokémon and of the card shown)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFont, QTextDocument
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from playmat.cards.labels import subtype_label, type_word
from playmat.cards.model import Card, EnergyType, Supertype
from playmat.decks.statistics import OPENING_HAND, DeckStatistics
from playmat.i18n.catalogue import t
from playmat.ui.deck_builder.bar_chart import Bar, BarChart
from playmat.ui.palette import ERROR_RED, MUTED_INK, SPECIAL_ENERGY, type_colours

SUPERTYPE_COLOURS = {
    Supertype.POKEMON: "#e07b39",
    Supertype.TRAINER: "#3b78b8",
    Supertype.ENERGY: "#e0b02a",
}
ODDS_COLOUR = "#5b8f5b"


def percent(chance: float) -> str:
    return QLocale().toString(chance * 100, "f", 1) + "%"


def _kind_word(supertype: Supertype, kind: str) -> str:
    """A kind the statistics count (``Basic``, ``Stage 1``, ``Supporter``) in the reader's
    words; for Energy, ``Basic`` and ``Special`` are kinds of Energy, not of Pokémon."""
    if supertype is Supertype.ENERGY:
        return t("kind.energy", special=kind != "Basic")
    return subtype_label(kind)


class StatsPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._stats: DeckStatistics | None = None
        self._card: Card | None = None
        # One label width for all the charts, so that their bars line up.
        labels = self.fontMetrics().horizontalAdvance(t("deck_stats.basic_pokemon")) + 12
        self.cards_chart = BarChart(label_width=labels, parent=self)
        self.energy_chart = BarChart(
            empty_text=t("deck_stats.no_energy"), label_width=labels, parent=self
        )
        self.odds_chart = BarChart(
            scale=1.0,
            empty_text=t("deck_stats.no_cards"),
            label_width=labels,
            parent=self,
        )
        self.lines_label = QLabel(self)
        self.lines_label.setWordWrap(True)
        self.lines_label.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        for title, widget in (
            (t("deck_stats.cards"), self.cards_chart),
            (t("deck_stats.energy"), self.energy_chart),
            (t("deck_stats.opening_hand", count=OPENING_HAND), self.odds_chart),
            (t("deck_stats.lines"), self.lines_label),
        ):
            layout.addWidget(self._title(title))
            layout.addWidget(widget)
            layout.addSpacing(6)
        layout.addStretch(1)

    def _title(self, text: str) -> QLabel:
        label = QLabel(text, self)
        font = QFont(label.font())
        font.setBold(True)
        label.setFont(font)
        return label

    def show_stats(self, stats: DeckStatistics | None) -> None:
        self._stats = stats
        self._show_cards()
        self._show_energy()
        self._show_odds()
        self._show_lines()

    def show_card(self, card: Card | None) -> None:
        """Give the opening-hand chance of this card (the one shown large) too."""
        if card is not self._card:
            self._card = card
            self._show_odds()

    # -- the parts -----------------------------------------------------------------------------

    def _show_cards(self) -> None:
        stats = self._stats
        if stats is None:
            self.cards_chart.set_bars([])
            return
        names = {
            Supertype.POKEMON: t("deck_stats.pokemon"),
            Supertype.TRAINER: t("deck_stats.trainers"),
            Supertype.ENERGY: t("deck_stats.energy"),
        }
        self.cards_chart.set_bars(
            [
                Bar(
                    names[supertype],
                    count,
                    str(count),
                    SUPERTYPE_COLOURS[supertype],
                    " · ".join(
                        t("deck_stats.kind_count", count=n, kind=_kind_word(supertype, kind))
                        for kind, n in stats.kinds[supertype]
                    ),
                )
                for supertype, count in stats.by_supertype
            ]
        )

    def _show_energy(self) -> None:
        stats = self._stats
        if stats is None:
            self.energy_chart.set_bars([])
            return
        energy = dict(stats.energy_types)
        pokemon: dict[EnergyType, int] = {
            t: n for t, n in stats.pokemon_types if t is not EnergyType.COLORLESS
        }
        types = [t for t in energy if t is not None] + [t for t in pokemon if t not in energy]
        bars = []
        for energy_type in types:
            count = energy.get(energy_type, 0)
            needing = pokemon.get(energy_type, 0)
            detail = (
                t("deck_stats.needing", count=needing, type=type_word(energy_type))
                if needing
                else ""
            )
            colour = type_colours(energy_type).base
            bars.append(Bar(type_word(energy_type), count, str(count), colour, detail))
        if None in energy:
            bars.append(
                Bar(t("deck_stats.special"), energy[None], str(energy[None]), SPECIAL_ENERGY.base)
            )
        self.energy_chart.set_bars(bars)

    def _show_odds(self) -> None:
        stats = self._stats
        if stats is None or stats.total == 0:
            self.odds_chart.set_bars([])
            return
        chance = stats.basic_chance
        bars = [
            Bar(
                t("deck_stats.basic_pokemon"),
                chance,
                percent(chance),
                ODDS_COLOUR,
                t(
                    "deck_stats.basic_odds",
                    basics=stats.basics,
                    total=stats.total,
                    mulligan=percent(1 - chance),
                ),
            )
        ]
        card = self._card
        copies = stats.copies.get(card.name, 0) if card is not None else 0
        if card is not None and copies:
            odds = stats.opening_chance(card.name)
            detail = t("deck_stats.copies", copies=copies, total=stats.total)
            bars.append(Bar(card.name, odds, percent(odds), ODDS_COLOUR, detail))
        self.odds_chart.set_bars(bars)

    def _show_lines(self) -> None:
        stats = self._stats
        if stats is None or not stats.lines:
            self.lines_label.setText(
                f'<span style="color:{MUTED_INK}">{escape(t("deck_stats.no_lines"))}</span>'
            )
            return
        arrow = f' <span style="color:{MUTED_INK}">→</span> '
        rows = []
        for line in stats.lines:
            stages = []
            for stage in line.stages:
                names = []
                for name, count in stage:
                    if count:
                        names.append(f"{escape(name)} <b>{count}</b>")
                    else:
                        names.append(f'<span style="color:{ERROR_RED}">{escape(name)} 0</span>')
                stages.append(" / ".join(names))
            rows.append(arrow.join(stages))
        self.lines_label.setText("<br>".join(rows))

    # -- as a user reads it --------------------------------------------------------------------

    def line_texts(self) -> list[str]:
        """The evolution lines as shown, in plain text: ``Rowlet 3 → Dartrix 2``."""
        document = QTextDocument()
        document.setHtml(self.lines_label.text())
        return document.toPlainText().splitlines()
