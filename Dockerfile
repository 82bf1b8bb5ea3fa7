# One image for every service; MODULE picks which jar runs (tpu-server, scheduler, compilation-cache-service,
# tpuctl). Build: docker build --build-arg MODULE=tpu-server -t torchtpu/tpu-server .
# The base images are build arguments: the official Temurin images by default; where no registry can be reached,
# local ones made from Debian packages (.ci/build-base-images.sh):
#   docker build --build-arg BUILD_IMAGE=torchtpu/base-jdk:bookworm --build-arg RUN_IMAGE=torchtpu/base-jdk:bookworm ...
ARG BUILD_IMAGE=eclipse-temurin:17-jdk
ARG RUN_IMAGE=eclipse-temurin:17-jre

FROM ${BUILD_IMAGE} AS build
WORKDIR /src
COPY .mvn .mvn
COPY mvnw pom.xml ./
COPY api-proto api-proto
COPY service-common service-common
COPY tpu-server tpu-server
COPY client-sdk client-sdk
COPY scheduler scheduler
COPY compilation-cache-service compilation-cache-service
COPY tpuctl tpuctl
# examples and e2e-tests are not in the image: the reactor needs only their poms (so their sources changing does
# not rebuild the image)
COPY examples/pom.xml examples/pom.xml
COPY e2e-tests/pom.xml e2e-tests/pom.xml
# -Dcds.skip: the class-data-sharing archives are made below, by the JVM that runs them
RUN ./mvnw -B -ntp -q -DskipTests -Dcds.skip package -pl tpu-server,scheduler,compilation-cache-service,tpuctl -am

FROM ${RUN_IMAGE}
ARG MODULE=tpu-server
RUN groupadd --system torchtpu && useradd --system --gid torchtpu --home /app torchtpu
WORKDIR /app
COPY --from=build /src/${MODULE}/target/${MODULE}.jar /app/service.jar
# The Vector API speeds up the simulated matrix unit; the service runs without it too.
ENV JAVA_TOOL_OPTIONS="--add-modules=jdk.incubator.vector -XX:MaxRAMPercentage=75"
# Class data sharing (README "Start-up and the first step"): the services' jars are extracted to /app/cds and
# started once with this image's own JVM until their Spring context is ready (-Dspring.context.exit=onRefresh); a
# tpu-server instead runs its start-up warm-up, serves its own first compiled step and exits
# (-Dorg.torchtpu.cds-training=true, CdsTrainingRun; it sets its own loopback-only, ephemeral-port, outside-config-free
# environment, CdsTrainingEnvironment, and halts itself after 180 s). Either leaves the classes loaded in
# /app/cds/service.jsa.
# The entrypoint uses the archive when it is there; a JVM that cannot use it starts without it. tpuctl is no Spring
# Boot jar and runs as it is.
RUN if [ "${MODULE}" != tpuctl ]; then \
      if [ "${MODULE}" = tpu-server ]; then \
        TRAIN="-Dorg.torchtpu.cds-training=true"; \
        ARGS=""; \
      else \
        TRAIN="-Dspring.context.exit=onRefresh"; \
        ARGS="--torchtpu.scheduler.data-dir=/tmp/cds-training --torchtpu.cache.dir=/tmp/cds-training"; \
      fi; \
      java -Djarmode=tools -jar /app/service.jar extract --destination /app/cds \
      && timeout 600 java -Xlog:cds=off -Xlog:cds+dynamic=off -XX:ArchiveClassesAtExit=/app/cds/service.jsa \
           ${TRAIN} -jar /app/cds/service.jar ${ARGS} >/tmp/cds-training.log 2>&1 \
      || { echo "class-data-sharing archive not made, the service starts without it:"; tail -20 /tmp/cds-training.log; \
           rm -f /app/cds/service.jsa; }; \
      rm -rf /tmp/cds-training /tmp/cds-training.log; \
    fi
USER torchtpu
# The actuator (health, Prometheus) has its own port, on loopback unless TORCHTPU_MANAGEMENT_ADDRESS says otherwise
# (a scraper in another container needs 0.0.0.0 on the private network; never publish it to tenants).
ENV SERVER_PORT=8080 TORCHTPU_GRPC_PORT=50051 TORCHTPU_MANAGEMENT_PORT=9080
EXPOSE 8080 50051
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=3 \
  CMD bash -c 'exec 3<>/dev/tcp/127.0.0.1/${TORCHTPU_MANAGEMENT_PORT} && printf "GET /actuator/health HTTP/1.0\r\n\r\n" >&3 && grep -q "\"UP\"" <&3'
ENTRYPOINT ["sh", "-c", "if [ -f /app/cds/service.jsa ]; then exec java -XX:SharedArchiveFile=/app/cds/service.jsa -Xlog:cds=off -Xlog:cds+dynamic=off -jar /app/cds/service.jar \"$@\"; else exec java -jar /app/service.jar \"$@\"; fi", "service"]
