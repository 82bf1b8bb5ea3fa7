package org.torchtpu.server;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.exec.ControlFlowLimits;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.service.ServiceCommonConfiguration;

/** A tpu-server host: gRPC Runtime service on its simulated chips, REST admin and actuator. */
@SpringBootApplication
@EnableConfigurationProperties(HostProperties.class)
@Import(ServiceCommonConfiguration.class)
public class TpuServerApplication {

  public static void main(String[] args) {
    SpringApplication.run(TpuServerApplication.class, args);
  }

  @Bean
  Host host(HostProperties props, @Value("${spring.grpc.server.port}") int grpcPort) {
    String id = props.hostId().isEmpty() ? "tpu-host-" + grpcPort : props.hostId();
    return new Host(id, ChipSpecs.parse(props.generation()), props.chips());
  }

  @Bean
  Executor executor(@Value("${torchtpu.loops.debug-max-trips:100000}") long debugMaxTrips,
      @Value("${torchtpu.loops.max-trips:10000000}") long maxTrips,
      @Value("${torchtpu.limits.max-work:4398046511104}") double maxWork) {
    return new Executor(new ControlFlowLimits(debugMaxTrips, maxTrips, maxWork));
  }
}
