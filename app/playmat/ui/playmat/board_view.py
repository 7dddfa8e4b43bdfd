"""The view of the table: the whole table, filling the window, never scrolled.

The table is laid out for a fixed height (:data:`~playmat.ui.playmat.geometry.TABLE_HEIGHT`)
and a width of its own: the view scales it so that its height fills the window (or its
narrowest width fits, in a tall narrow window), and gives the table the window's shape, so a
wider window shows a wider table, never bars beside it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QResizeEvent, QShowEvent, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from playmat.i18n.catalogue import t
from playmat.ui.playmat.geometry import MIN_WIDTH, TABLE_HEIGHT
from playmat.ui.playmat.scene import BoardScene


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor("#10261f"))
        # The felt is a gradient over the whole table: drawn once, not under every moving card.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setMinimumSize(420, 320)
        self.setMouseTracking(True)
        self.setAccessibleName(t("table.board"))

    def scale_factor(self) -> float:
        """Screen pixels per unit of the table."""
        return self.transform().m11()

    def fit(self) -> None:
        """Give the table the shape of the window and scale it to fill it."""
        size = self.viewport().size()
        if size.isEmpty():
            return
        factor = min(size.height() / TABLE_HEIGHT, size.width() / MIN_WIDTH)
        self.board.resize_table(size.width() / factor, size.height() / factor)
        self.setTransform(QTransform.fromScale(factor, factor))
        self.resetCachedContent()
        self.centerOn(self.board.sceneRect().center())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
