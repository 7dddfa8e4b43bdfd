"""Where the details of a failure go: a log file in the data directory, never the screen.

A person sees a short message that says what went wrong and names this file; the traceback,
which only helps whoever fixes Playmat, is appended here. When the data directory cannot be
written (one of the failures worth logging), the log goes to the system's temporary directory.
"""

from __future__ import annotations

import platform
import sys
import tempfile
import traceback
from datetime import datetime
from pathlib import Path

from playmat import __version__
from playmat.paths import user_home

LOG_NAME = "playmat.log"


def log_failure(error: BaseException) -> Path | None:
    """Append ``error`` with its traceback to the log; the log's path, or None when no place
    to write it was found."""
    header = (
        f"--- {datetime.now().isoformat(timespec='seconds')} Playmat {__version__}, "
        f"Python {platform.python_version()}, {platform.platform()} ({' '.join(sys.argv)})\n"
    )
    entry = header + "".join(traceback.format_exception(error))
    for folder in (user_home(), Path(tempfile.gettempdir())):
        log = folder / LOG_NAME
        try:
            folder.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as file:
                file.write(entry)
        except OSError:
            continue
        return log
    return None
