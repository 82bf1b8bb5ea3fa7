#!/usr/bin/env bash
# Builds the local base images that the Dockerfile and docker-compose.yml can use instead of the
# official ones, from Debian packages only (this machine reaches Debian's archive but no image registry):
#   torchtpu/base-jdk:bookworm         Debian bookworm + openjdk-17-jdk-headless (builds and runs the services)
#   torchtpu/base-postgres:bookworm    + postgresql (15), started as the official postgres image is
#   torchtpu/base-prometheus:bookworm  + prometheus, started with a config file as prom/prometheus is
# One `debootstrap --variant=minbase` of bookworm, then one chroot per image for its packages, then
# `docker import`. An image that already exists is kept (remove it to rebuild); the rootfs tarballs are
# kept in $TORCHTPU_BASE_CACHE (default /var/cache/torchtpu-base) so a lost image re-imports in seconds.
# Needs root, debootstrap and a running Docker engine. Every step is bounded by a timeout.
set -euo pipefail

CACHE=${TORCHTPU_BASE_CACHE:-/var/cache/torchtpu-base}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SUITE=bookworm
mkdir -p "$CACHE"

label_of() { docker image inspect --format '{{ index .Config.Labels "torchtpu.recipe" }}' "$1" 2>/dev/null || true; }

# The machine's own certificate authorities (/usr/local/share/ca-certificates): its egress to Maven Central
# goes through them, so a build inside a container must trust them as the host does. They may change between
# sessions, so they are a thin layer over the cached rootfs image, redone in seconds when they change.
LOCAL_CAS=(/usr/local/share/ca-certificates/*.crt)
[ -e "${LOCAL_CAS[0]}" ] || LOCAL_CAS=()
CA_HASH=$( (cat "${LOCAL_CAS[@]}" 2>/dev/null || true) | sha256sum | cut -c1-12)

# What the images are made from: a change to this script or to base-images/ makes new images (and tarballs).
HERE=$(cd "$(dirname "$0")" && pwd)
RECIPE=$(cat "$HERE/build-base-images.sh" "$HERE"/base-images/* | sha256sum | cut -c1-12)

chroot_install() { # rootfs packages...
  local root=$1; shift
  mount -t proc proc "$root/proc"
  trap 'umount "$root/proc" 2>/dev/null || true' RETURN
  printf '#!/bin/sh\nexit 101\n' > "$root/usr/sbin/policy-rc.d"; chmod +x "$root/usr/sbin/policy-rc.d"
  local apt=(env DEBIAN_FRONTEND=noninteractive apt-get -o APT::Sandbox::User=root -qq)
  timeout 900 chroot "$root" "${apt[@]}" update
  timeout 1200 chroot "$root" "${apt[@]}" install -y --no-install-recommends "$@" >/dev/null
  chroot "$root" apt-get clean
  rm -rf "$root"/var/lib/apt/lists/* "$root/usr/sbin/policy-rc.d" "$root"/usr/share/doc/* "$root"/usr/share/man/*
}

minbase() { # -> path of a fresh copy of the minbase rootfs
  local tar="$CACHE/minbase-$SUITE.tar"
  if [ ! -s "$tar" ]; then
    local root; root=$(mktemp -d /var/tmp/torchtpu-minbase.XXXX)
    chmod 755 "$root" # mktemp's 0700 would become the image's / and lock out every user but root
    echo "debootstrap $SUITE (minbase) from $MIRROR" >&2
    timeout 1200 debootstrap --variant=minbase --include=ca-certificates "$SUITE" "$root" "$MIRROR" >/dev/null
    echo "deb $MIRROR $SUITE main" > "$root/etc/apt/sources.list"
    tar -C "$root" -cf "$tar.part" . && mv "$tar.part" "$tar"
    rm -rf "$root"
  fi
  local copy; copy=$(mktemp -d /var/tmp/torchtpu-rootfs.XXXX)
  chmod 755 "$copy"
  tar -C "$copy" -xf "$tar"
  echo "$copy"
}

build() { # image tarball-name import-changes... -- packages...
  local image=$1 name=$2; shift 2
  local changes=()
  while [ "$1" != "--" ]; do changes+=(--change "$1"); shift; done
  shift
  if [ "$(label_of "$image")" = "$RECIPE-$CA_HASH" ]; then echo "base image $image: present (recipe $RECIPE)"; return; fi
  local rootfs_image="$image-rootfs"
  if [ "$(label_of "$rootfs_image")" != "$RECIPE" ]; then
    local tar="$CACHE/$name-$RECIPE.tar"
    if [ ! -s "$tar" ]; then
      local root; root=$(minbase)
      echo "base image $image: installing $* into a bookworm rootfs"
      chroot_install "$root" "$@"
      if [ "$name" = postgres ]; then
        install -m 755 "$HERE/base-images/postgres-entrypoint" "$root/usr/local/bin/postgres-entrypoint"
        rm -rf "$root"/var/lib/postgresql/15 # the package's default cluster: the entrypoint makes its own
      fi
      tar -C "$root" -cf "$tar.part" . && mv "$tar.part" "$tar"
      rm -rf "$root"
    fi
    find "$CACHE" -name "$name-*.tar" ! -name "$name-$RECIPE.tar" -delete # older recipes' tarballs
    echo "base image $image: docker import $tar"
    timeout 600 docker import "${changes[@]}" --change "LABEL torchtpu.recipe=$RECIPE" "$tar" "$rootfs_image" >/dev/null
  fi
  local ctx; ctx=$(mktemp -d)
  mkdir "$ctx/cas"
  [ ${#LOCAL_CAS[@]} -eq 0 ] || cp "${LOCAL_CAS[@]}" "$ctx/cas/"
  cat > "$ctx/Dockerfile" <<DOCKERFILE
FROM $rootfs_image
COPY cas/ /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null
LABEL torchtpu.recipe=$RECIPE-$CA_HASH
DOCKERFILE
  echo "base image $image: adding this machine's ${#LOCAL_CAS[@]} local CA certificate(s)"
  timeout 600 docker build -q -t "$image" "$ctx" >/dev/null
  rm -rf "$ctx"
}

start=$(date +%s)
build torchtpu/base-jdk:bookworm jdk \
  "ENV JAVA_HOME=/usr/lib/jvm/java-17-openjdk-$(dpkg --print-architecture)" 'CMD ["bash"]' -- openjdk-17-jdk-headless
build torchtpu/base-postgres:bookworm postgres \
  'ENV PGDATA=/var/lib/postgresql/data' 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  'ENTRYPOINT ["/usr/local/bin/postgres-entrypoint"]' 'EXPOSE 5432' -- postgresql
build torchtpu/base-prometheus:bookworm prometheus \
  'ENTRYPOINT ["/usr/bin/prometheus"]' 'CMD ["--config.file=/etc/prometheus/prometheus.yml"]' 'EXPOSE 9090' -- prometheus
echo "base images ready in $(( $(date +%s) - start )) s"
