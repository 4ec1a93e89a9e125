// Mantine's notifications with their styles: both load with the first toast, not on every page.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

export * from '@mantine/notifications';
