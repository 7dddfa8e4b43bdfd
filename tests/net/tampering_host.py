"""``playmat`` with a cheating engine (:mod:`tampering`): run as ``python tampering_host.py host
--port 0 ...`` by the audit's test."""

from __future__ import annotations

import sys

import tampering

from playmat.cli import main

if __name__ == "__main__":
    tampering.install()
    sys.exit(main(sys.argv[1:]))
