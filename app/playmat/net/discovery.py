"""Finding games on the LAN: a host announces itself by UDP, a joining Playmat lists what it
hears. Typing an address always works too; this only saves looking it up.

The beacon is one small JSON datagram a second (the protocol, the host's name and deck, the
TCP port, whether it waits for a new guest or for its guest to come back) sent to the
broadcast address of the network the host listens on, or to 127.0.0.1 when it listens on the
loopback only. Nothing secret is in it: the join code never leaves the host's screen.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import threading
import time
from dataclasses import dataclass

from playmat.net.messages import PROTOCOL

#: The UDP port beacons go to (``PLAYMAT_DISCOVERY_PORT`` overrides it, for tests).
DISCOVERY_PORT = 47323
PORT_VARIABLE = "PLAYMAT_DISCOVERY_PORT"
EVERY_SECONDS = 1.0
#: A game not heard from for this long is no longer listed.
FORGET_SECONDS = 4.0
#: Beacons are small; anything bigger is not one.
LARGEST = 2048


def discovery_port() -> int:
    value = os.environ.get(PORT_VARIABLE, "")
    return int(value) if value.isdigit() else DISCOVERY_PORT


@dataclass(frozen=True)
class Announcement:
    """A game heard on the LAN."""

    address: str
    port: int
    host: str
    deck: str
    #: "open" (waiting for a guest) or "held" (waiting for its guest to come back).
    state: str
    app: str


def beacon_target(bound: str) -> str:
    """Where a host listening on ``bound`` announces itself."""
    return "127.0.0.1" if bound.startswith("127.") else "255.255.255.255"


class Beacon:
    """Announces one hosted game until stopped."""

    def __init__(
        self, bound: str, port: int, host: str, deck: str, app: str, state: str = "open"
    ) -> None:
        self.target = (beacon_target(bound), discovery_port())
        self.port = port
        self.host = host
        self.deck = deck
        self.app = app
        self.state = state
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="playmat-beacon", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def payload(self) -> bytes:
        data = {
            "playmat": PROTOCOL,
            "app": self.app,
            "port": self.port,
            "host": self.host[:64],
            "deck": self.deck[:64],
            "state": self.state,
        }
        return json.dumps(data, ensure_ascii=False).encode()

    def _run(self) -> None:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            if self.target[0] == "255.255.255.255":
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
            while not self._stop.is_set():
                # A network that is down or refuses broadcasts only means nobody hears it.
                with contextlib.suppress(OSError):
                    sock.sendto(self.payload(), self.target)
                self._stop.wait(EVERY_SECONDS)


def parse(data: bytes, address: str) -> Announcement | None:
    """A beacon's announcement, or ``None`` for anything that isn't a Playmat beacon."""
    if len(data) > LARGEST:
        return None
    try:
        record = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(record, dict) or record.get("playmat") != PROTOCOL:
        return None
    port, host, deck = record.get("port"), record.get("host"), record.get("deck")
    state, app = record.get("state"), record.get("app")
    if type(port) is not int or not 0 < port < 65536:
        return None
    if not all(isinstance(v, str) for v in (host, deck, state, app)):
        return None
    return Announcement(address, port, str(host), str(deck), str(state), str(app))


class Finder:
    """Listens for beacons; :meth:`games` lists the games heard lately."""

    def __init__(self, address: str = "") -> None:
        self.address = address
        self._heard: dict[tuple[str, int], tuple[Announcement, float]] = {}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            # Several Playmats on one computer may all listen.
            with contextlib.suppress(OSError):
                self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        self._sock.settimeout(0.25)
        self._thread = threading.Thread(target=self._run, name="playmat-finder", daemon=True)
        #: Why the finder can't listen (another program holds the port), if it can't.
        self.problem: str | None = None

    def start(self) -> None:
        try:
            self._sock.bind((self.address, discovery_port()))
        except OSError as error:
            self.problem = str(error)
            self._sock.close()
            return
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def games(self) -> list[Announcement]:
        now = time.monotonic()
        with self._lock:
            return sorted(
                (found for found, seen in self._heard.values() if now - seen < FORGET_SECONDS),
                key=lambda a: (a.host, a.address, a.port),
            )

    def _run(self) -> None:
        with self._sock:
            while not self._stop.is_set():
                try:
                    data, (address, _port) = self._sock.recvfrom(LARGEST + 1)
                except TimeoutError:
                    continue
                except OSError:
                    return
                found = parse(data, address)
                if found is not None:
                    with self._lock:
                        self._heard[(found.address, found.port)] = (found, time.monotonic())
