import { mountShell } from './mountShell';

mountShell();
