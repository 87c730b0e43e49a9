#!/usr/bin/env bash
# Drives `almanac pick` over a real ssh session on the loopback address, inside tmux, and checks
# the answer and that the remote terminal is back in its old mode. Installs openssh-server and
# tmux if missing; starts a private sshd on 127.0.0.1:2222 and stops it afterwards.
# Usage: scripts/suites/by-hand/ssh-smoke.sh   (as root; exit 0 when every check passed)
set -euo pipefail
cd "$(dirname "$0")/../../.."
command -v swift >/dev/null || { echo "$0: swift is not on PATH (README: Install)" >&2; exit 69; }
root="$(pwd)"
need=()
command -v /usr/sbin/sshd >/dev/null || need+=(openssh-server)
command -v ssh >/dev/null || need+=(openssh-client)
command -v tmux >/dev/null || need+=(tmux)
if ((${#need[@]})); then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
swift build --product almanac >/dev/null

work="$(mktemp -d)"
session="almanac-ssh-$$"
cleanup() {
  tmux kill-session -t "$session" 2>/dev/null || true
  [[ -f "$work/sshd.pid" ]] && kill "$(cat "$work/sshd.pid")" 2>/dev/null || true
  if [[ -f "$work/authorized_keys.saved" ]]; then
    cp "$work/authorized_keys.saved" /root/.ssh/authorized_keys
  elif [[ -f "$work/authorized_keys.none" ]]; then
    rm -f /root/.ssh/authorized_keys
  fi
  rm -rf "$work"
}
trap cleanup EXIT

ssh-keygen -q -t ed25519 -N "" -f "$work/hostkey"
ssh-keygen -q -t ed25519 -N "" -f "$work/id"
mkdir -p /root/.ssh /run/sshd
if [[ -f /root/.ssh/authorized_keys ]]; then
  cp /root/.ssh/authorized_keys "$work/authorized_keys.saved"
else
  touch "$work/authorized_keys.none"
fi
cat "$work/id.pub" >>/root/.ssh/authorized_keys
chmod 600 /root/.ssh/authorized_keys
cat >"$work/sshd_config" <<CONF
Port 2222
ListenAddress 127.0.0.1
HostKey $work/hostkey
PermitRootLogin prohibit-password
PasswordAuthentication no
AuthorizedKeysFile /root/.ssh/authorized_keys
UsePAM no
PidFile $work/sshd.pid
CONF
/usr/sbin/sshd -f "$work/sshd_config"
sleep 1

tmux new-session -d -s "$session" -x 80 -y 24 \
  "ssh -tt -i $work/id -p 2222 -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null root@127.0.0.1"
wait_for() {  # wait_for TEXT: poll the screen for TEXT for up to 30 s
  for _ in $(seq 150); do
    grep -qF -- "$1" <<<"$(tmux capture-pane -p -t "$session")" && return 0
    sleep 0.2
  done
  echo "ssh-smoke: timed out waiting for '$1'; screen:" >&2
  tmux capture-pane -p -t "$session" >&2
  return 1
}
wait_for '#'
tmux send-keys -t "$session" "cd $root && export TERM=xterm-256color && stty -g > $work/before && \
stay=\$(.build/debug/almanac pick --range --today 2026-11-29); echo \"RESULT exit=\$? stay=\$stay\"; \
stty -g > $work/after; cmp -s $work/before $work/after && echo STTY-RESTORED" Enter
wait_for 'Pick your arrival'
for key in l l Space l l l Space; do
  tmux send-keys -t "$session" "$key"
  sleep 0.2
done
wait_for '3 nights'
tmux send-keys -t "$session" Enter
wait_for 'STTY-RESTORED'
screen="$(tmux capture-pane -p -t "$session")"
grep -qF 'RESULT exit=0 stay=2026-12-01/2026-12-04' <<<"$screen" || {
  echo "ssh-smoke: wrong result; screen:" >&2
  echo "$screen" >&2
  exit 1
}
echo "ssh-smoke: picked 2026-12-01/2026-12-04 over ssh; terminal mode restored"
