"""A small horizontal bar chart drawn with QPainter: a label, a bar, its value, and an optional
line of detail under the bar. Enough for deck statistics without a charting dependency."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from playmat.ui.palette import INK, MUTED_INK

BAR_HEIGHT = 16
ROW_GAP = 4
TRACK = "#e8e9ec"


@dataclass(frozen=True)
class Bar:
    label: str
    value: float
    #: The value as shown at the end of the bar ("28", "95.2%").
    text: str
    colour: str
    #: A muted line under the bar ("20 Basic · 6 Stage 1").
    detail: str = ""


class BarChart(QWidget):
    """Bars scaled to ``scale`` (or to the largest value when it is ``None``)."""

    def __init__(
        self,
        scale: float | None = None,
        empty_text: str = "",
        label_width: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``label_width`` lines the bars up with other charts'; by default the labels decide."""
        super().__init__(parent)
        self._scale = scale
        self._label_width = label_width
        self._bars: tuple[Bar, ...] = ()
        self._empty_text = empty_text
        self._detail_font = QFont(self.font())
        self._detail_font.setPointSizeF(self.font().pointSizeF() * 0.88)
        self._value_font = QFont(self.font())
        self._value_font.setBold(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_bars(self, bars: Sequence[Bar]) -> None:
        self._bars = tuple(bars)
        self.setAccessibleDescription(
            "; ".join(
                " ".join(part for part in (bar.label, bar.text, bar.detail) if part) for bar in bars
            )
        )
        self.updateGeometry()
        self.update()

    def bars(self) -> tuple[Bar, ...]:
        return self._bars

    def _row_height(self, bar: Bar) -> int:
        detail = QFontMetrics(self._detail_font).height() if bar.detail else 0
        return BAR_HEIGHT + detail + ROW_GAP

    def sizeHint(self) -> QSize:
        height = sum(self._row_height(bar) for bar in self._bars)
        return QSize(280, max(height, self.fontMetrics().height() + ROW_GAP))

    def minimumSizeHint(self) -> QSize:
        return QSize(180, self.sizeHint().height())

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self._bars:
            painter.setPen(QColor(MUTED_INK))
            painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignLeft), self._empty_text)
            painter.end()
            return
        metrics = self.fontMetrics()
        value_metrics = QFontMetrics(self._value_font)
        widest = max(metrics.horizontalAdvance(bar.label) for bar in self._bars) + 10
        label_width = min(self._label_width or widest, self.width() * 0.42)
        value_width = max(value_metrics.horizontalAdvance(bar.text) for bar in self._bars) + 8
        track_width = max(self.width() - label_width - value_width, 10)
        scale = self._scale or max((bar.value for bar in self._bars), default=0) or 1
        y = 0.0
        for bar in self._bars:
            row = QRectF(0, y, label_width - 6, BAR_HEIGHT)
            painter.setPen(QColor(INK))
            painter.setFont(self.font())
            label = metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, int(row.width()))
            painter.drawText(
                row, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), label
            )
            track = QRectF(label_width, y + 2, track_width, BAR_HEIGHT - 4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(TRACK))
            painter.drawRoundedRect(track, 3, 3)
            filled = track.adjusted(0, 0, -(track.width() * (1 - min(bar.value / scale, 1.0))), 0)
            if bar.value > 0:
                fill = QColor(bar.colour)
                painter.setPen(QPen(fill.darker(125), 1))
                painter.setBrush(fill)
                painter.drawRoundedRect(filled.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)
            painter.setPen(QColor(INK))
            painter.setFont(self._value_font)
            value_box = QRectF(track.right() + 6, y, value_width, BAR_HEIGHT)
            painter.drawText(
                value_box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), bar.text
            )
            y += BAR_HEIGHT
            if bar.detail:
                painter.setFont(self._detail_font)
                painter.setPen(QColor(MUTED_INK))
                detail_metrics = QFontMetrics(self._detail_font)
                box = QRectF(label_width, y, self.width() - label_width, detail_metrics.height())
                text = detail_metrics.elidedText(
                    bar.detail, Qt.TextElideMode.ElideRight, int(box.width())
                )
                painter.drawText(
                    box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text
                )
                y += detail_metrics.height()
            y += ROW_GAP
        painter.end()
