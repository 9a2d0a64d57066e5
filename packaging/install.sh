#!/bin/sh
# Install the unpacked tdesk folder for this user: a `tdesk` command in ~/.local/bin and a menu
# entry. Run it from inside the folder: sh install.sh   (remove: rm the three paths it prints)
set -e
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$HOME/.local/bin" "$HOME/.local/share/applications"
ln -sf "$here/tdesk" "$HOME/.local/bin/tdesk"
sed "s|TDESK_DIR|$here|g" "$here/tdesk.desktop" > "$HOME/.local/share/applications/tdesk.desktop"
echo "installed: $HOME/.local/bin/tdesk -> $here/tdesk"
echo "menu entry: $HOME/.local/share/applications/tdesk.desktop"
case ":$PATH:" in
  *":$HOME/.local/bin:"*) echo "start it from the menu, or run: tdesk" ;;
  *)  # Debian and Ubuntu add ~/.local/bin to PATH at login, and only when it exists then
    echo "start it from the menu; $HOME/.local/bin is not on your PATH until your next login,"
    echo "so until then run: $HOME/.local/bin/tdesk"
    echo "or first, in this terminal: export PATH=\"\$HOME/.local/bin:\$PATH\""
    ;;
esac
