package org.torchtpu.server.registration;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

/** Binds {@link RegistrationProperties}. */
@Configuration
@EnableConfigurationProperties(RegistrationProperties.class)
public class RegistrationConfiguration {}
