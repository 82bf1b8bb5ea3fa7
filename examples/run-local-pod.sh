#!/usr/bin/env bash
# The main job: builds everything, starts a local pod of two tpu-server hosts (one v5e, one
# v5p), trains the tiny Llama example on the v5e host (compiled mode: one program per step) and
# generates text with its KV cache, runs the quick-start example against both hosts in Debug,
# Strict and Fused mode, and stops the pod. Extra arguments go to the Llama example, e.g.
#   examples/run-local-pod.sh --mode fused --steps 100 --generate 200
# With --cnn first, the pod trains the CNN example (TinyCnn: a small ResNet-style network with
# BatchNorm and pooling on generated images, compiled mode) instead; later arguments go to it, e.g.
#   examples/run-local-pod.sh --cnn --steps 80
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== building (./mvnw package, tests skipped) =="
./mvnw -q -B -ntp -DskipTests package

JAVA_OPTS=(--add-modules=jdk.incubator.vector -Xmx2g)
LOG_DIR=$(mktemp -d)
PIDS=()
stop_pod() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap stop_pod EXIT

start_host() { # generation grpc-port http-port
  java "${JAVA_OPTS[@]}" -jar tpu-server/target/tpu-server.jar \
    --torchtpu.generation="$1" --torchtpu.grpc-port="$2" --server.port="$3" \
    >"$LOG_DIR/tpu-server-$1.log" 2>&1 &
  PIDS+=($!)
  echo "started tpu-server $1 (gRPC $2, HTTP $3), log $LOG_DIR/tpu-server-$1.log"
}

wait_up() { # http-port
  for _ in $(seq 1 120); do
    if curl -fs "http://127.0.0.1:$1/actuator/health" 2>/dev/null | grep -q '"UP"'; then return 0; fi
    sleep 0.5
  done
  echo "a tpu-server did not come up on port $1; logs in $LOG_DIR" >&2
  exit 1
}

echo "== starting a local pod =="
start_host v5e 50051 8080
start_host v5p 50061 8090
wait_up 8080
wait_up 8090

if [[ "${1:-}" == "--cnn" ]]; then
  shift
  echo "== training the CNN example =="
  java "${JAVA_OPTS[@]}" -cp examples/target/examples.jar org.torchtpu.examples.TinyCnn --target localhost:50051 "$@"
else
  echo "== training the tiny Llama example =="
  java "${JAVA_OPTS[@]}" -jar examples/target/examples.jar --target localhost:50051 "$@"
fi

echo "== running the quick-start example =="
java "${JAVA_OPTS[@]}" -cp examples/target/examples.jar org.torchtpu.examples.QuickStart \
  v5e=localhost:50051 v5p=localhost:50061
