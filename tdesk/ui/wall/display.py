"""Is there a screen to open a window on? Asked before Qt starts, which aborts without one."""

import os
import sys

HEADLESS_PLATFORMS = ("offscreen", "minimal", "vnc", "eglfs", "linuxfb", "vkkhrdisplay")

HEADLESS_HINTS = {
    "demo": "run 'tdesk demo --no-gui' to only create the demo store",
    "projector": "run it on the computer that drives the screen",
}


def has_display(environ: dict[str, str] | None = None, platform: str | None = None) -> bool:
    """False on Linux/BSD with neither X11 nor Wayland and no headless Qt platform chosen."""
    env = os.environ if environ is None else environ
    system = sys.platform if platform is None else platform
    if system.startswith(("win", "darwin", "cygwin")):
        return True
    qpa = env.get("QT_QPA_PLATFORM", "").split(":")[0].strip().lower()
    if qpa in HEADLESS_PLATFORMS:
        return True
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def no_display_message(verb: str, environ: dict[str, str] | None = None,
                       platform: str | None = None) -> str:
    """One line for a window that cannot open here (empty when it can)."""
    if has_display(environ, platform):
        return ""
    hint = HEADLESS_HINTS.get(verb, "use the headless verbs (tdesk print, tdesk snapshot)")
    return (f"no display found (DISPLAY and WAYLAND_DISPLAY are not set): {hint}, "
            "or set QT_QPA_PLATFORM=offscreen to run without a screen")
