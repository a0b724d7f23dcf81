# Sourced by the timing scripts (speed.sh, wasm-speed.sh, chess-gigantua.sh), not run:
# `wait_idle [seconds]` waits, up to that many seconds (300 if none is given; 0 returns at
# once), for the one-minute load average to fall below 0.5, so that no earlier build or
# table is still counted in the load of the next one.
wait_idle() {
    local most="${1:-300}" waited=0
    while awk '{ exit !($1 >= 0.5) }' /proc/loadavg && [ "$waited" -lt "$most" ]; do
        sleep 5
        waited=$((waited + 5))
    done
}
