"""LAN tests run on loopback only: hosts listen on 127.0.0.1, beacons go to 127.0.0.1, and the
discovery port is a free one of the test's own (never a broadcast, never another address)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from playmat.decks.library import open_database
from playmat.net.discovery import PORT_VARIABLE


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(autouse=True)
def discovery_port(monkeypatch: pytest.MonkeyPatch) -> Iterator[int]:
    port = free_udp_port()
    monkeypatch.setenv(PORT_VARIABLE, str(port))
    yield port


@pytest.fixture(scope="session")
def template_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data directory as a first run leaves it (the starter set and decks), copied for each
    Playmat process of a test rather than made again."""
    home = tmp_path_factory.mktemp("lan-template")
    open_database(home / "playmat.sqlite3").close()
    return home
