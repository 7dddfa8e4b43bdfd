"""Running a card-pool import on a worker thread, so the window stays responsive meanwhile.

The importer is plain Python and knows nothing of Qt; this wraps it in a ``QObject`` whose
signals carry its progress and its outcome back to the GUI thread.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from playmat.db.database import Database
from playmat.db.importer import import_pool
from playmat.decks.legality import store_legality
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import t
from playmat.i18n.message import msg

log = logging.getLogger(__name__)


class ImportWorker(QObject):
    """Imports one pool when :meth:`run` is called on its thread; emits exactly one outcome."""

    #: ``(done, total, what)``, as the importer reports it (``what`` a message).
    progress = Signal(int, int, object)
    #: The :class:`~playmat.db.importer.ImportReport`.
    succeeded = Signal(object)
    #: A message for the user: nothing was imported.
    failed = Signal(str)
    finished = Signal()

    def __init__(self, database: Database, path: Path) -> None:
        super().__init__()
        self.database = database
        self.path = path

    @Slot()
    def run(self) -> None:
        try:
            report = import_pool(self.database, self.path, progress=self.progress.emit)
            self.progress.emit(report.cards, report.cards, msg("card_import.legality"))
            store_legality(self.database)
        except PlaymatError as error:
            self.failed.emit(str(error))
        except Exception as error:
            # A bug, not a bad pool: keep the traceback for a report, tell the user plainly,
            # and let the window leave its importing state instead of waiting forever.
            log.exception("card import of %s failed", self.path)
            self.failed.emit(t("card_import.failed", what=f"{type(error).__name__}: {error}"))
        else:
            self.succeeded.emit(report)
        finally:
            self.finished.emit()
