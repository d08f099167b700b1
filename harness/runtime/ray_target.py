"""Which Ray cluster `--executor ray` would join, whether anything answers there, and
whether the cluster it joined is just this machine.

`ray.init()` without an address joins RAY_ADDRESS, else the cluster that the last `ray
start` on this machine recorded (in /tmp/ray/ray_current_cluster), else starts a local
runtime. A cluster that is gone (stopped without `ray stop`, a machine that rebooted)
makes it retry for minutes while it logs; Ray Client waits 30 s. One TCP connection with
a short timeout first turns either into a one-line error at once.
"""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass
from typing import Any

CONNECT_TIMEOUT_S = 3.0


@dataclass(frozen=True)
class RayTarget:
    address: str  # host:port or ray://host:port
    origin: str  # where the address came from, said in errors


def target(ray: Any, address: str | None, temp_dir: str | None = None) -> RayTarget | None:
    """The cluster `ray.init(address=address)` would join; None when it would start a local runtime.

    `temp_dir`: Ray's temporary folder, where `ray start` records its cluster (None: Ray's default)."""
    if address:
        return RayTarget(address, "--executor")
    env = os.environ.get("RAY_ADDRESS", "")
    if env and env not in ("auto", "local"):
        return RayTarget(env, "RAY_ADDRESS")
    if env == "local":
        return None
    try:  # Ray's own lookup of the last `ray start` (pinned Ray: rag-gen[ray])
        recorded = ray._private.services.find_bootstrap_address(temp_dir)
    except Exception:  # another Ray version: leave the lookup to ray.init
        return None
    return RayTarget(recorded, "the last `ray start` on this machine") if recorded else None


def host_port(address: str) -> tuple[str, int] | None:
    """("host", port) of `host:port`, `ray://host:port` or `[v6]:port`; None if it has no port."""
    rest = address.split("://", 1)[-1].split("/", 1)[0]
    host, sep, port = rest.rpartition(":")
    if not sep or not port.isdigit() or not host:
        return None
    return host.strip("[]"), int(port)


def unreachable(found: RayTarget, timeout: float = CONNECT_TIMEOUT_S) -> str | None:
    """Why nothing can be joined at `found` (an error message), or None when something answers."""
    where = host_port(found.address)
    if where is None:
        return None  # an address Ray understands and we do not: let ray.init say
    try:
        with socket.create_connection(where, timeout=timeout):
            return None
    except OSError as exc:
        reason = f"no answer in {timeout:g} s" if isinstance(exc, TimeoutError) else (exc.strerror or str(exc)).lower()
    message = f"cannot join Ray at {found.address} ({found.origin}): {reason}"
    if found.origin.startswith("the last"):
        message += "; if that cluster is gone, `ray stop` forgets it and --executor ray starts a local runtime"
    return message


def one_node_here(ray: Any) -> bool:
    """True when the joined cluster is one node and that node is this machine (a local runtime)."""
    try:
        nodes = [n for n in ray.nodes() if n.get("Alive")]
        return len(nodes) == 1 and nodes[0].get("NodeManagerAddress") == ray.util.get_node_ip_address()
    except Exception:  # Ray Client or an older Ray without these: assume a real cluster
        return False
