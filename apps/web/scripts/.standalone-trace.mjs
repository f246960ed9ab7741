import "zod";
import "fresh";
import "negotiator";
import "@fortedigital/nextjs-cache-handler";
import "@fortedigital/nextjs-cache-handler/redis-strings";
import "@redis/client";