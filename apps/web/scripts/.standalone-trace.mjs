import "zod";
import "fresh";
import "negotiator";