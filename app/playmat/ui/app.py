"""Starting the desktop app: the Qt application, the card database, the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication, QMessageBox

from playmat import __version__
from playmat.db.card_store import CardStore
from playmat.decks.library import open_database
from playmat.errors import PlaymatError
from playmat.ui.icons import app_icon
from playmat.ui.main_window import MainWindow


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The running ``QApplication``, created and named on first use."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv if argv is not None else sys.argv))
    app.setApplicationName("Playmat")
    app.setOrganizationName("Playmat")
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    return app


def show_startup_error(message: str) -> None:
    """Say why Playmat cannot start; there is no window yet, so this one may block."""
    QMessageBox.critical(
        None,
        QApplication.translate("Playmat", "Playmat cannot start"),
        message,
    )


def run_gui(argv: Sequence[str] | None = None) -> int:
    """Open the main window and run until it closes; non-zero if the database cannot open."""
    app = application(argv)
    try:
        database = open_database()
    except PlaymatError as error:
        show_startup_error(str(error))
        return 1
    window = MainWindow(CardStore(database))
    window.show()
    try:
        return app.exec()
    finally:
        database.close()
