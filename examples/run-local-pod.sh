#!/usr/bin/env bash
# The main job: the service's whole path on one machine, as processes.
#  1. builds everything; starts the compilation cache, the scheduler (one v5p pod, 4x2x2) and four tpu-server
#     hosts of 4 chips that register into that torus;
#  2. submits the tiny Llama training as a job asking for a 2x2x2 slice (two hosts), and a second, small-but-wide
#     job (the quick start, asking for the whole pod) that has to queue behind it; prints the placement and the
#     pod's picture (`tpuctl pod`);
#  3. trains the model data-parallel over the slice's 8 ranks on both hosts (compiled mode, progress bar): the
#     first host compiles and fills the shared cache, the second gets the programs from it; generates text; the job
#     reports itself completed to the scheduler;
#  4. the queued job is then placed and runs; prints the dashboard URL and the cache's hit rate; stops everything.
# Extra arguments go to the Llama example, e.g. examples/run-local-pod.sh --steps 100 --generate 200.
# TORCHTPU_POD_PORT_OFFSET (default 0) shifts every port, for a machine where the defaults are taken;
# SKIP_BUILD=1 uses the jars already built.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
START=$(date +%s)

if [ "${SKIP_BUILD:-}" != 1 ]; then
  echo "== building (./mvnw package, tests skipped) =="
  ./mvnw -q -B -ntp -DskipTests package
fi

OFF=${TORCHTPU_POD_PORT_OFFSET:-0}
SCHED_GRPC=$((50052 + OFF)) SCHED_HTTP=$((8081 + OFF)) SCHED_MGMT=$((9081 + OFF))
CACHE_GRPC=$((50053 + OFF)) CACHE_HTTP=$((8082 + OFF)) CACHE_MGMT=$((9082 + OFF))
# the actuator (health, Prometheus) of each service listens on its own management port on 127.0.0.1 (host totals
# over every tenant stay off the REST ports); tpu-server-i's is 9080 + 10 * i + OFF
JAVA_OPTS=(--add-modules=jdk.incubator.vector -Xmx1g)
CLIENT_OPTS=(-Xmx1g) # the examples: clients only, no simulated chips in them
JAVA_FAST=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC) # short-lived command-line tools
WORK=$(mktemp -d)
PIDS=()
stop_pod() {
  echo "== stopping the pod =="
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  echo "stopped ${#PIDS[@]} processes; logs in $WORK"
}
trap stop_pod EXIT

# A service's jar, or its extracted form with the class-data-sharing archive the build made (target/cds, README
# "Start-up and the first step") when that archive is at least as new as the jar: the JVM then maps the classes
# instead of loading them. An archive this JVM cannot use is ignored (warnings off) and the service starts without it.
jar_args() { # jar
  local jar=$1 dir name
  dir=$(dirname "$jar") name=$(basename "$jar" .jar)
  if [ -f "$dir/cds/$name.jar" ] && [ -f "$dir/cds/$name.jsa" ] && ! [ "$jar" -nt "$dir/cds/$name.jsa" ]; then
    echo "-XX:SharedArchiveFile=$dir/cds/$name.jsa -Xlog:cds=off -Xlog:cds+dynamic=off -jar $dir/cds/$name.jar"
  else
    echo "-jar $jar"
  fi
}

start() { # name jar args...
  local name=$1 jar=$2; shift 2
  local run
  read -r -a run <<<"$(jar_args "$ROOT/$jar")"
  (cd "$WORK" && exec java "${JAVA_OPTS[@]}" "${run[@]}" "$@") >"$WORK/$name.log" 2>&1 &
  PIDS+=($!)
}

wait_up() { # name management-port
  for _ in $(seq 1 240); do
    if curl -fs "http://127.0.0.1:$2/actuator/health" 2>/dev/null | grep -q '"UP"'; then return 0; fi
    sleep 0.5
  done
  echo "$1 did not come up on port $2; its log:" >&2
  tail -20 "$WORK/$1.log" >&2
  exit 1
}

tpuctl() { java "${JAVA_FAST[@]}" -jar "$ROOT/tpuctl/target/tpuctl.jar" "$@" --target "localhost:$SCHED_GRPC"; }

echo "== starting the pod: compilation cache, scheduler, 4 tpu-server hosts (v5p, 4 chips each) =="
start compilation-cache compilation-cache-service/target/compilation-cache-service.jar \
  --torchtpu.grpc-port=$CACHE_GRPC --server.port=$CACHE_HTTP --management.server.port=$CACHE_MGMT --torchtpu.cache.dir="$WORK/cache" \
  --logging.structured.format.console=
start scheduler scheduler/target/scheduler.jar \
  --torchtpu.grpc-port=$SCHED_GRPC --server.port=$SCHED_HTTP --management.server.port=$SCHED_MGMT \
  --torchtpu.scheduler.data-dir="$WORK/scheduler" \
  --torchtpu.scheduler.pods[0].name=local --torchtpu.scheduler.pods[0].generation=v5p \
  --torchtpu.scheduler.pods[0].dims=4x2x2 --torchtpu.scheduler.lease=5s \
  --torchtpu.cache-stats-url="http://127.0.0.1:$CACHE_HTTP/api/v1/cache/stats" --logging.structured.format.console=
wait_up compilation-cache $CACHE_MGMT
wait_up scheduler $SCHED_MGMT
# hosts a and b stack along z at x = 0..1, c and d at x = 2..3 (each host is a 2x2x1 tray)
ORIGINS=("0,0,0" "0,0,1" "2,0,0" "2,0,1")
for i in 0 1 2 3; do
  start "tpu-server-$i" tpu-server/target/tpu-server.jar --torchtpu.generation=v5p --torchtpu.chips=4 \
    --torchtpu.host-id="tpu-server-$i" --torchtpu.torus-origin="${ORIGINS[$i]}" \
    --torchtpu.grpc-port=$((50051 + 10 * i + OFF)) --server.port=$((8080 + 10 * i + OFF)) \
    --management.server.port=$((9080 + 10 * i + OFF)) \
    --torchtpu.scheduler-target="127.0.0.1:$SCHED_GRPC" \
    --torchtpu.compilation-cache-target="127.0.0.1:$CACHE_GRPC" --logging.structured.format.console=
done
for i in 0 1 2 3; do wait_up "tpu-server-$i" $((9080 + 10 * i + OFF)); done
for _ in $(seq 1 120); do
  if tpuctl pod 2>/dev/null | grep -q "16 chips registered, 16 healthy"; then break; fi
  sleep 0.5
done
echo "pod up after $(( $(date +%s) - START )) s"

if [[ "${1:-}" == "--cnn" ]]; then
  shift
  echo "== training the CNN example on tpu-server-0 =="
  java "${CLIENT_OPTS[@]}" -cp examples/target/examples.jar org.torchtpu.examples.TinyCnn --target "localhost:$((50051 + OFF))" "$@"
  exit 0
fi

echo "== submitting the jobs =="
submit() { # prints tpuctl's answer; the job id goes to the variable named $1
  local answer; answer=$(tpuctl jobs submit "${@:2}")
  echo "$answer"
  printf -v "$1" '%s' "$(echo "$answer" | awk '{print $2}' | tr -d :)"
}
submit LLAMA --tenant demo --generation v5p --topology 2x2x2 --name tiny-llama
# asks for the whole pod: it queues until the training job gives its two hosts back
submit QUICK --tenant demo --generation v5p --topology 4x2x2 --name quick-start
tpuctl jobs get "$LLAMA"
tpuctl pod
tpuctl jobs list

echo "== training the tiny Llama as job $LLAMA (data-parallel over its slice) =="
java "${CLIENT_OPTS[@]}" -jar examples/target/examples.jar --job "$LLAMA" --scheduler "localhost:$SCHED_GRPC" "$@"
tpuctl jobs get "$LLAMA" | grep -E "^(job|state|slice)"

echo "== the queued job $QUICK now gets the whole pod: the quick-start example =="
java "${CLIENT_OPTS[@]}" -cp examples/target/examples.jar org.torchtpu.examples.QuickStart \
  --job "$QUICK" --scheduler "localhost:$SCHED_GRPC"
tpuctl jobs list

echo "== the service =="
echo "dashboard: http://localhost:$SCHED_HTTP/"
java "${JAVA_FAST[@]}" -jar tpuctl/target/tpuctl.jar cache stats --target "localhost:$CACHE_GRPC"
echo "main job done in $(( $(date +%s) - START )) s"
