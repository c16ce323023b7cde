"""Remi installs as an app: a web manifest with icons drawn for it, a theme colour, and a start
URL and scope that work from a sub-folder of a static host; installed, it opens offline to the
saved match. Chromium's own checks say whether the page is installable (the DevTools protocol's
Page.getInstallabilityErrors, what its install button relies on)."""

from __future__ import annotations

import json
import struct
import tempfile
import threading
from pathlib import Path

import pytest
from table_driver import state, wait_settled

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
FOLDER = "/games/remi/"  # where a static host might put the game
READY = "document.documentElement.dataset.appState === 'ready'"


def png_size(path: Path) -> tuple:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", data[16:24])


def test_the_manifest_names_the_app_its_icons_and_a_start_url_inside_the_site() -> None:
    manifest = json.loads((ROOT / "assets" / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["short_name"] == "Remi" and manifest["name"].startswith("Remi")
    assert manifest["display"] == "standalone"
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    assert f'<meta name="theme-color" content="{manifest["theme_color"]}">' in index
    assert '<link rel="manifest" href="./assets/manifest.webmanifest">' in index
    # relative to the manifest (assets/): the folder the page is in, wherever the host puts it
    assert manifest["start_url"] == manifest["scope"] == "../"
    sizes = {(icon["purpose"], icon["sizes"]) for icon in manifest["icons"]}
    assert {("any", "192x192"), ("any", "512x512"), ("maskable", "192x192"), ("maskable", "512x512")} <= sizes
    for icon in manifest["icons"]:
        path = ROOT / "assets" / icon["src"]
        if icon["type"] == "image/png":
            width, height = png_size(path)
            assert f"{width}x{height}" == icon["sizes"], icon
        else:
            assert path.read_text(encoding="utf-8").startswith("<svg"), icon


class Host:
    """dist/ served from a sub-folder of a host, as a static site might put it, until ``stop``."""

    def __init__(self, build_module, root: Path) -> None:
        self.server = build_module.make_server(root, 0, mounts={FOLDER: build_module.DIST}, quiet=True)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}{FOLDER}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.running = True

    def stop(self) -> None:
        """The host is gone: every request to it is refused."""
        if self.running:
            self.running = False
            self.server.shutdown()
            self.server.server_close()


@pytest.fixture
def host(build_module):
    with tempfile.TemporaryDirectory() as empty:
        served = Host(build_module, Path(empty))
        try:
            yield served
        finally:
            served.stop()


MASK_CHECK = """async ([src, size]) => {
    // the pixels of an icon: how many card-coloured ones (white, red, black) lie outside the
    // circle that every mask keeps (radius 40% of the size), and whether its corners are see-through
    const image = await createImageBitmap(await (await fetch(src)).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext("2d");
    ctx.drawImage(image, 0, 0);
    const data = ctx.getImageData(0, 0, image.width, image.height).data;
    let outside = 0, cards = 0;
    for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) {
        const i = 4 * (y * image.width + x), [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        const card = a > 200 && (r > 150 || (r < 60 && g < 60 && b < 60));
        cards += card;
        if (Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > 0.4 * size) outside += card;
    }
    return {width: image.width, height: image.height, outside, cards, corner: data[3]};
}"""


def test_the_page_is_installable_from_a_sub_folder_and_opens_offline_to_the_saved_match(
    browser_type, browser_type_launch_args, host, tmp_path
):
    # a profile on disk: Chromium installs nothing from an incognito window (a new context is one)
    context = browser_type.launch_persistent_context(
        str(tmp_path / "profile"), **browser_type_launch_args,
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
    )
    page = context.pages[0] if context.pages else context.new_page()
    problems: list = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.on("response", lambda r: problems.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    try:
        installable_and_offline(page, host)
    finally:
        context.close()
    assert problems == []


def installable_and_offline(page, host: Host) -> None:
    folder_url = host.url
    page.goto(folder_url + "?game=remi51&players=2&seed=8&lang=ro&pace=0.1")
    page.wait_for_function(READY, timeout=120_000)
    before = wait_settled(page)
    # the service worker keeps the release and controls the page (installability needs it)
    page.evaluate(
        """async () => {
            await navigator.serviceWorker.ready;
            for (let i = 0; i < 600 && !navigator.serviceWorker.controller; i++) await new Promise((r) => setTimeout(r, 100));
        }"""
    )
    assert page.evaluate("!!navigator.serviceWorker.controller")
    cdp = page.context.new_cdp_session(page)
    found = cdp.send("Page.getAppManifest")
    assert found["url"] == folder_url + "assets/manifest.webmanifest"
    assert found["errors"] == [], found["errors"]
    parsed = cdp.send("Page.getAppManifest").get("manifest") or {}
    if parsed:  # (newer Chromium also gives the manifest as parsed, its URLs resolved)
        assert parsed["startUrl"] == parsed["scope"] == folder_url
    errors = []
    for _ in range(100):  # the checks wait for the worker's fetch handler and the icons
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        if not errors:
            break
        page.wait_for_timeout(100)
    assert errors == [], errors
    # the icons as drawn: the maskable one keeps its cards inside the safe circle, the other
    # has see-through corners (the system's own shape shows)
    for name, size, maskable in [("maskable-512.png", 512, True), ("maskable-192.png", 192, True), ("icon-512.png", 512, False)]:
        seen = page.evaluate(MASK_CHECK, [folder_url + "assets/icons/" + name, size])
        assert (seen["width"], seen["height"]) == (size, size)
        assert seen["cards"] > size * size * 0.1, name  # the cards are there
        if maskable:
            assert seen["outside"] == 0 and seen["corner"] == 255, (name, seen)
        else:
            assert seen["corner"] == 0, (name, seen)
    # installed, the app opens at its start URL: with no network (the host gone), to the match saved
    page.wait_for_function("window.remiTest.thinker.where === 'worker'", timeout=120_000)
    host.stop()
    page.goto(folder_url)  # the start URL: no game in the link
    page.wait_for_function(READY, timeout=120_000)
    after = wait_settled(page)
    assert page.evaluate("window.remiSnapshot") == "restored"  # Python from the kept snapshot
    assert (after["game"], after["seed"], after["saves"]["key"]) == (before["game"], before["seed"], before["saves"]["key"])
    assert not after["asking"] and not after["start_screen"]
    assert len(state(page)["cards"]) == len(before["cards"])
