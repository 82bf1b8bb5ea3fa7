package org.torchtpu.scheduler;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The scheduler: pod inventory and slice allocation (its services arrive with the scheduler issue). */
@SpringBootApplication
public class SchedulerApplication {
  public static void main(String[] args) {
    SpringApplication.run(SchedulerApplication.class, args);
  }
}
