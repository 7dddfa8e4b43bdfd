"""Starting the desktop app: the Qt application, the main window, then the card database.

The main window paints first and the card database opens right after (it loads SQLAlchemy,
the card painter and the game code), so Playmat shows itself about as fast as an empty Qt window.
Whatever goes wrong on the way (no display, a data directory Playmat cannot write, a damaged
database, an error nobody expected) is said in a message, in a dialog when a window can show;
the traceback goes to the log file (:mod:`playmat.logfile`), and Playmat exits non-zero.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    qFormatLogMessage,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication

from playmat import __version__
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import t
from playmat.ui.first_paint import FirstPaint, process_age_ms
from playmat.ui.icons import app_icon
from playmat.ui.language import install_language, startup_language
from playmat.ui.main_window import MainWindow
from playmat.ui.preferences import Preferences

if TYPE_CHECKING:
    from playmat.db.database import Database

MessageHandler = Callable[[QtMsgType, QMessageLogContext, str], None]


def display_problem() -> str | None:
    """Why no window can open here, when that is plain before Qt starts: on Linux and the
    BSDs, neither an X11 nor a Wayland display named and no Qt platform chosen."""
    if sys.platform in ("win32", "darwin") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return t("startup.no_display")


def paint_without_fill_threads() -> None:
    """Qt's painter hands every fill of some hundred lines or more (a card, a strip of the
    table) to a pool of threads and waits for them. For fills the size of Playmat's the
    hand-off costs more than it saves, and on a machine whose cores are busy the wait is long:
    `playmat bench ui` measures the table painted sooner without the pool, in processor time
    and more so on the clock. Qt reads this once, when it first paints: call it before."""
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


def application(argv: Sequence[str] | None = None, lang: str | None = None) -> QApplication:
    """The running ``QApplication``, created and named on first use, with Playmat's fonts, in
    the language ``lang`` (``--lang``), ``PLAYMAT_LANG``, Preferences or the system choose.
    The icon comes after the first paint (:class:`Startup`): the window shows sooner."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        paint_without_fill_threads()
        app = QApplication(list(argv if argv is not None else sys.argv))
    app.setApplicationName("Playmat")
    app.setOrganizationName("Playmat")
    app.setApplicationVersion(__version__)
    install_language(app, startup_language(lang, Preferences().language))
    return app


def show_startup_error(message: str) -> None:
    """Say why Playmat cannot start; there is no usable window yet, so this one may block."""
    from PySide6.QtWidgets import QMessageBox  # not at the top: the first paint needs none

    QMessageBox.critical(
        None,
        t("startup.cannot_start"),
        message,
    )


def refuse_to_start(error: BaseException, smoke: bool) -> None:
    """Say why Playmat cannot start (a dialog, or for ``--smoke`` the error stream) and log the
    details; an error Playmat did not expect is said as such."""
    from playmat.errors import unexpected_failure
    from playmat.logfile import log_failure

    if isinstance(error, PlaymatError):
        log_failure(error)
        message = str(error)
    else:
        message = str(PlaymatError(unexpected_failure(error)))
    if smoke:
        print(f"playmat: {message}", file=sys.stderr, flush=True)
    else:
        show_startup_error(message)


class Startup(QObject):
    """What happens once the main window shows: note its first paint, open the card database
    and give it to the window; for ``--smoke``, report each step and quit."""

    def __init__(self, window: MainWindow, smoke: bool, screenshot: Path | None) -> None:
        super().__init__(window)
        self.window = window
        self.smoke = smoke
        self.screenshot = screenshot
        self.database: Database | None = None
        self.first_paint = FirstPaint(window, self._painted)

    def _painted(self) -> None:
        if self.smoke:
            cpu = time.process_time() * 1000
            print(f"first paint after {process_age_ms():.0f} ms ({cpu:.0f} ms of CPU)", flush=True)
        QApplication.setWindowIcon(app_icon())
        QTimer.singleShot(0, self._open_database)

    def _open_database(self) -> None:
        from playmat.db.card_store import CardStore
        from playmat.decks.library import open_database

        try:
            self.database = open_database()
            self.window.attach(CardStore(self.database))
        except Exception as error:
            self.fail(error)
            return
        if self.smoke:
            QTimer.singleShot(0, self._smoke_done)

    def _smoke_done(self) -> None:
        print(f"card database open, window ready after {process_age_ms():.0f} ms", flush=True)
        if self.screenshot is not None and not self.window.grab().save(str(self.screenshot)):
            self.fail(PlaymatError(t("startup.screenshot_unsaved", path=str(self.screenshot))))
            return
        QApplication.exit(0)

    def fail(self, error: BaseException) -> None:
        """Say why Playmat cannot go on, and end it with a non-zero status."""
        refuse_to_start(error, self.smoke)
        QApplication.exit(1)


@contextmanager
def _qt_failures_explained() -> Iterator[None]:
    """Turn Qt's fatal messages (a platform plugin that cannot start: a display that cannot be
    reached, a missing system library) into a message and exit status 1 rather than an abort;
    other messages go where they went before."""
    previous: MessageHandler | None = None
    platform_says: list[str] = []

    def handle(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            said = platform_says[0] if platform_says else message.splitlines()[0]
            print(
                f"playmat: {t('startup.display_unusable', said=said)}", file=sys.stderr, flush=True
            )
            os._exit(1)
        if context.category and context.category.startswith("qt.qpa"):
            platform_says.append(message)
        if previous is not None:
            previous(kind, context, message)
        else:
            print(qFormatLogMessage(kind, context, message), file=sys.stderr)

    previous = qInstallMessageHandler(handle)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


@contextmanager
def _errors_explained(on_error: Callable[[BaseException], None]) -> Iterator[None]:
    """While the window runs, an exception nobody caught (in a slot, an event handler) goes to
    ``on_error``, which logs and says it, instead of being printed as a traceback."""
    previous = sys.excepthook

    def handle(
        kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        on_error(error.with_traceback(trace))

    sys.excepthook = handle
    try:
        yield
    finally:
        sys.excepthook = previous


def run_gui(
    argv: Sequence[str] | None = None,
    *,
    smoke: bool = False,
    screenshot: Path | None = None,
    lang: str | None = None,
) -> int:
    """Open the main window and run until it closes. With ``smoke``, open it offscreen when
    there is no display, report the first paint and the database, and quit. Non-zero when
    Playmat could not start."""
    problem = display_problem()
    if problem is not None:
        if not smoke:
            print(f"playmat: {problem}", file=sys.stderr)
            return 1
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with _qt_failures_explained():
        try:
            app = application(argv, lang)
        except PlaymatError as error:  # its fonts are missing: a damaged installation
            refuse_to_start(error, smoke)
            return 1
        window = MainWindow()
        startup = Startup(window, smoke, screenshot)

        def unexpected(error: BaseException) -> None:
            if smoke:
                startup.fail(error)
                return
            from PySide6.QtWidgets import QMessageBox

            from playmat.errors import unexpected_failure

            message = str(PlaymatError(unexpected_failure(error)))
            QMessageBox.critical(window, t("startup.title"), message)

        with _errors_explained(unexpected):
            window.show()
            try:
                return app.exec()
            finally:
                window.close()
                window.deleteLater()
                if startup.database is not None:
                    startup.database.close()
